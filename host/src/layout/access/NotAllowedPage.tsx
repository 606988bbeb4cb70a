import { COMMON_NAMESPACE, loggedUserAtom, WRAPPING_BUTTON, type RoleCode } from '@waste/shared';
import { Button, Result } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dismissFirstFrame } from '../../firstFrame/firstFrame';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { useIsMobile } from '../viewport';

/** A page that exists but is another role's: says whose, which role the user is in, and the way to their dashboard. */
export function NotAllowedPage({ owners }: { owners: RoleCode[] }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const role = useAtomValue(loggedUserAtom)?.defaultRole;
  useEffect(dismissFirstFrame, []);
  const compact = useIsMobile();
  return (
    <Result
      status="403"
      styles={compact ? { root: { paddingInline: 0 }, icon: { zoom: 0.8 } } : undefined}
      title={t('notAllowed.title')}
      subTitle={t('notAllowed.description', {
        owners: owners.map((owner) => tCommon(`role.${owner}`)).join(' / '),
        role: tCommon(role ? `role.${role}` : 'role.none'),
      })}
      extra={
        <Link to="/dashboard">
          <Button type="primary" style={WRAPPING_BUTTON}>
            {t('notAllowed.home')}
          </Button>
        </Link>
      }
      data-testid="not-allowed"
    />
  );
}
