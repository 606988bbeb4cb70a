import { SwapOutlined } from '@ant-design/icons';
import { actAsRequestAtom, canSwitchRole, loggedUserAtom, type LoggedUser } from '@waste/shared';
import { Button, Dropdown } from 'antd';
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { recordRoleSwitch } from './api/recordRoleSwitch';
import { actAsLocalAuthority, actAsRecycler, actAsSuperAdmin, actingScope } from './roleSwitcherPolicy';

type Picker = 'localAuthority' | 'recycler' | null;

// Chunks of their own, fetched when first opened: a modal with a search box is no part of drawing a page.
const LocalAuthorityPicker = lazy(() => import('./LocalAuthorityPicker').then((module) => ({ default: module.LocalAuthorityPicker })));
const RecyclerPicker = lazy(() => import('./RecyclerPicker').then((module) => ({ default: module.RecyclerPicker })));

const DASHBOARD_PATH = '/dashboard';

/**
 * The header's role switcher (spec section 4, "Role switching"); only for users holding Super Admin. It
 * always shows whom the user acts as: on a phone as a row of its own (`block`), the text cut to the width.
 */
export function RoleSwitcher({ block = false }: { block?: boolean }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const navigate = useNavigate();
  const [user, setUser] = useAtom(loggedUserAtom);
  const [picker, setPicker] = useState<Picker>(null);
  // A picker stays mounted once opened, so that it closes with its animation.
  const [opened, setOpened] = useState<Picker[]>([]);
  // Whom the user switches to, until the router shows /dashboard. Not state: nothing renders it.
  const pendingSwitch = useRef<LoggedUser | null>(null);
  const location = useLocation();
  const [requested, setRequested] = useAtom(actAsRequestAtom);

  const switchTo = useCallback(
    (next: LoggedUser) => {
      pendingSwitch.current = next;
      navigate(DASHBOARD_PATH);
    },
    [navigate],
  );

  // A page asked to act as someone (shared/src/session/actAs.ts): the same path as the menu's.
  useEffect(() => {
    if (!requested) return;
    setRequested(null);
    if (canSwitchRole(user)) switchTo(requested);
  }, [requested, setRequested, user, switchTo]);

  // The host follows loggedUser.defaultRole, so setting it is enough to load the role's remote. It is set
  // only once the router shows /dashboard (every navigation is a new location, even to the same path): set
  // together, the router's navigation (a transition) could land after the new role, which then ran the old
  // page (a search without its authority, a 404).
  useEffect(() => {
    const next = pendingSwitch.current;
    if (!next || location.pathname !== DASHBOARD_PATH) return;
    pendingSwitch.current = null;
    setUser(next);
    void recordRoleSwitch(next);
  }, [location, setUser]);

  if (!user || !canSwitchRole(user)) return null;
  const signedInUser = user;

  function actAs(next: LoggedUser) {
    setPicker(null);
    switchTo(next);
  }

  const scope = actingScope(user, i18n.language);
  const label = scope.role === 'superAdmin' ? t('roleSwitcher.role.superAdmin') : `${t(`roleSwitcher.role.${scope.role}`)}: ${scope.name}`;

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [scope.role],
          items: [
            { key: 'superAdmin', label: t('roleSwitcher.role.superAdmin') },
            { key: 'localAuthority', label: t('roleSwitcher.role.localAuthority') },
            { key: 'recycler', label: t('roleSwitcher.role.recycler') },
          ],
          onClick: ({ key }) => {
            if (key === 'superAdmin') actAs(actAsSuperAdmin(signedInUser));
            else {
              setPicker(key as Picker);
              setOpened((shown) => (shown.includes(key as Picker) ? shown : [...shown, key as Picker]));
            }
          },
        }}
      >
        <Button
          icon={<SwapOutlined />}
          block={block}
          data-testid="role-switcher"
          aria-label={t('roleSwitcher.actingAs', { scope: label })}
          title={t('roleSwitcher.switchRole')}
          style={block ? { justifyContent: 'flex-start' } : { maxWidth: 320 }}
        >
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {opened.includes('localAuthority') ? (
          <LocalAuthorityPicker
            open={picker === 'localAuthority'}
            onClose={() => setPicker(null)}
            onPicked={(info) => actAs(actAsLocalAuthority(signedInUser, info))}
          />
        ) : null}
        {opened.includes('recycler') ? (
          <RecyclerPicker
            open={picker === 'recycler'}
            onClose={() => setPicker(null)}
            onPicked={(row) => actAs(actAsRecycler(signedInUser, row))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
