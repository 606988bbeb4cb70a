import { CurrentUserCard, loggedUserAtom, useLocalAuthorityScope } from '@waste/shared';
import { Flex, Grid, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocalAuthorityInfo } from '../features/localAuthority/api/getLocalAuthorityInfo';
import { LocalAuthorityCard } from '../features/localAuthority/components/LocalAuthorityCard';
import { MfaSummaryCard } from '../features/parameters/components/MfaSummaryCard';
import { SampathPiyasaCard } from '../features/sampathPiyasa/components/SampathPiyasaCard';
import { WasteCollectionSummary } from '../features/wasteCollection/components/WasteCollectionSummary';
import { LOCAL_AUTHORITY_NAMESPACE } from '../i18n/namespace';

/**
 * The local authority dashboard: who is signed in, the authority, and its waste by month. On a phone the
 * figures come first (the identity cards alone would fill more than a screen), in reading and Tab order too.
 */
export function DashboardPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const authorityName = useAtomValue(loggedUserAtom)?.selectedLocalAuthority?.name;
  const scope = useLocalAuthorityScope();
  const info = useLocalAuthorityInfo(scope).data;
  const phone = !Grid.useBreakpoint().md;

  const identity = [
    <CurrentUserCard key="user" scope={authorityName} />,
    <LocalAuthorityCard key="authority" scope={scope} title={t('dashboard.authority')} />,
  ];
  const figures = info
    ? [
        <WasteCollectionSummary key="figures" scope={scope} authorityName={info.name} />,
        <MfaSummaryCard key="mfa" scope={scope} authorityName={info.name} />,
        <SampathPiyasaCard key="sampath-piyasa" scope={scope} />,
      ]
    : [];

  return (
    <Flex vertical gap="middle" data-testid="local-authority-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      {phone ? [...figures, ...identity] : [...identity, ...figures]}
    </Flex>
  );
}
