import { CurrentUserCard, loggedUserAtom, useLocalAuthorityScope } from '@waste/shared';
import { Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LocalAuthorityCard } from '../features/localAuthority/components/LocalAuthorityCard';
import { WasteCollectionSummary } from '../features/wasteCollection/components/WasteCollectionSummary';
import { LOCAL_AUTHORITY_NAMESPACE } from '../i18n/namespace';

/** The local authority dashboard: who is signed in, the authority, and its waste by month. */
export function DashboardPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const authorityName = useAtomValue(loggedUserAtom)?.selectedLocalAuthority?.name;
  const scope = useLocalAuthorityScope();
  return (
    <Flex vertical gap="middle" data-testid="local-authority-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CurrentUserCard scope={authorityName} />
      <LocalAuthorityCard scope={scope} title={t('dashboard.authority')}>
        {(info) => <WasteCollectionSummary scope={scope} authorityName={info.name} />}
      </LocalAuthorityCard>
    </Flex>
  );
}
