import { CurrentUserCard, loggedUserAtom } from '@waste/shared';
import { Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';
import { LocalAuthorityCard } from './LocalAuthorityCard';

export function LocalAuthorityDashboardPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const authorityName = useAtomValue(loggedUserAtom)?.selectedLocalAuthority?.name;
  return (
    <Flex vertical gap="middle" data-testid="local-authority-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CurrentUserCard scope={authorityName} />
      <LocalAuthorityCard />
    </Flex>
  );
}
