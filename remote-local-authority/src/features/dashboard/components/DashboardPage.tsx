import {
  CurrentUserCard,
  DeferredSection,
  localAuthorityInfoQuery,
  localizedName,
  loggedUserAtom,
  useLocalAuthorityScope,
} from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { LocalAuthorityCard } from '@/common/components/LocalAuthorityCard';
import { WasteCollectionSummary, WasteCollectionSummarySkeleton } from '@/common/components/WasteCollectionSummary';
import { MfaSummaryCard } from './MfaSummaryCard';
import { SampathPiyasaCard } from './SampathPiyasaCard';

/** The cards' heights once loaded on a phone (Lighthouse's mobile screen), reserved while they load so that nothing below them moves. */
const CARD_HEIGHT = { user: 228, authority: 197, mfa: 700, sampathPiyasa: 256 };

/**
 * The local authority dashboard: its waste by month, the MFA and the centres first, then the authority and who is
 * signed in (issue 39: the first screen is the data, at every width, in reading and Tab order too).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const selected = useAtomValue(loggedUserAtom)?.selectedLocalAuthority;
  const authorityName = selected ? localizedName(selected, i18n.language) : undefined;
  const scope = useLocalAuthorityScope();
  // A deferred value: the cards that need the authority mount in a render React can interrupt (no long task).
  const info = useDeferredValue(useQuery(localAuthorityInfoQuery(scope.localAuthorityId)).data);

  // Every card has its place from the first frame, at its loaded height (phone layout), so nothing moves when
  // the authority, the figures or a card's code arrive. What is below the fold waits (DeferredSection).
  return (
    <Flex vertical gap="middle" data-testid="local-authority-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      {info ? (
        <WasteCollectionSummary scope={scope} authorityName={localizedName(info, i18n.language)} />
      ) : (
        <WasteCollectionSummarySkeleton authorityName={authorityName} />
      )}
      <DeferredSection minHeight={CARD_HEIGHT.mfa}>
        {info ? <MfaSummaryCard scope={scope} authorityName={info.name} /> : <div style={{ minHeight: CARD_HEIGHT.mfa }} />}
      </DeferredSection>
      <DeferredSection minHeight={CARD_HEIGHT.sampathPiyasa}>
        <SampathPiyasaCard scope={scope} />
      </DeferredSection>
      <DeferredSection minHeight={CARD_HEIGHT.authority}>
        <LocalAuthorityCard scope={scope} title={t('dashboard.authority')} />
      </DeferredSection>
      <DeferredSection minHeight={CARD_HEIGHT.user}>
        <CurrentUserCard scope={info ? localizedName(info, i18n.language) : authorityName} />
      </DeferredSection>
    </Flex>
  );
}
