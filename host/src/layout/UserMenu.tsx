import { CalendarOutlined, CustomerServiceOutlined, EditOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { loggedUserAtom, signOut, SIGN_IN_PATH, useSignOutCheck, VISUALLY_HIDDEN } from '@waste/shared';
import { Button, Dropdown, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

const PROFILE_PATH = '/profile';

const CALENDAR_PATH = '/calendar';

const HELP_PATH = '/help';

/** Support opens the Help page (issue 39 rule 4); edit profile and account settings open the profile. */
const TARGETS: Record<string, string> = { calendar: CALENDAR_PATH, support: HELP_PATH };

const INITIALS_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  fontSize: 11,
  lineHeight: 1,
  flex: 'none',
} as const;

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * Edit profile and account settings open the profile; support opens the Help page (docs/adr/0263, where the spec
 * sent it to the profile); sign out ends the session.
 * The calendar, a page of every role outside the menus, is reached from here too.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const signOutCheck = useSignOutCheck();

  async function handleSignOut() {
    // Entries kept on this device for the user are deleted by signing out: asked first (issue 42).
    if (!(await signOutCheck())) return;
    await signOut();
    navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'editProfile', icon: <EditOutlined />, label: t('layout.user.editProfile') },
          { key: 'accountSettings', icon: <SettingOutlined />, label: t('layout.user.accountSettings') },
          { key: 'support', icon: <CustomerServiceOutlined />, label: t('layout.user.support') },
          { key: 'calendar', icon: <CalendarOutlined />, label: t('calendar.title') },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('layout.user.signOut'), danger: true },
        ],
        onClick: ({ key }) => (key === 'signOut' ? void handleSignOut() : navigate(TARGETS[key] ?? PROFILE_PATH)),
      }}
    >
      {/* Named by its content, not an aria-label, so the name contains the text shown (WCAG 2.5.3): the
          avatar is hidden from it, "Account menu" is read but not shown. */}
      <Button type="text" data-testid="user-menu" style={{ paddingInline: 4 }}>
        <span style={VISUALLY_HIDDEN}>{compact || !name ? t('layout.user.menu') : `${t('layout.user.menu')}: `}</span>
        {/* Not antd's Avatar: it measures its text after every mount to scale it, a forced layout in the
            shell's first commit. Two initials fit a 24 px circle at 11 px. antd's avatar grey would put the white
            initials at 1.5:1 in the dark theme; the primary colour keeps them above 4.5:1 in both. */}
        <span
          aria-hidden="true"
          data-testid="user-initials"
          style={{ ...INITIALS_STYLE, background: token.colorPrimary, color: token.colorTextLightSolid }}
        >
          {user ? initials(user.firstName, user.lastName) : null}
        </span>
        {compact ? null : (
          <Typography.Text data-testid="header-user-name" ellipsis style={{ maxWidth: 160 }}>
            {name}
          </Typography.Text>
        )}
      </Button>
    </Dropdown>
  );
}
