import {
  CurrentUserCard,
  DeferredSection,
  localAuthorityInfoQuery,
  localizedName,
  loggedUserAtom,
  useLocalAuthorityScope,
  useNarrowerThan,
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
 * The local authority dashboard: who is signed in, the authority, and its waste by month. On a phone the
 * figures come first (the identity cards alone would fill more than a screen), in reading and Tab order too.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const authorityName = useAtomValue(loggedUserAtom)?.selectedLocalAuthority?.name;
  const scope = useLocalAuthorityScope();
  // A deferred value: the cards that need the authority mount in a render React can interrupt (no long task).
  const info = useDeferredValue(useQuery(localAuthorityInfoQuery(scope.localAuthorityId)).data);
  const phone = useNarrowerThan('md');

  // Every card has its place from the first frame, at its loaded height (phone layout), so nothing moves when
  // the authority, the figures or a card's code arrive. What is below the fold waits (DeferredSection).
  const identity = [
    <DeferredSection key="user" minHeight={CARD_HEIGHT.user} eager={!phone}>
      <CurrentUserCard scope={authorityName} />
    </DeferredSection>,
    <DeferredSection key="authority" minHeight={CARD_HEIGHT.authority} eager={!phone}>
      <LocalAuthorityCard scope={scope} title={t('dashboard.authority')} />
    </DeferredSection>,
  ];
  const figures = [
    info ? (
      <WasteCollectionSummary key="figures" scope={scope} authorityName={localizedName(info, i18n.language)} />
    ) : (
      <WasteCollectionSummarySkeleton key="figures" authorityName={authorityName} />
    ),
    <DeferredSection key="mfa" minHeight={CARD_HEIGHT.mfa}>
      {info ? <MfaSummaryCard scope={scope} authorityName={info.name} /> : <div style={{ minHeight: CARD_HEIGHT.mfa }} />}
    </DeferredSection>,
    <DeferredSection key="sampath-piyasa" minHeight={CARD_HEIGHT.sampathPiyasa}>
      <SampathPiyasaCard scope={scope} />
    </DeferredSection>,
  ];

  return (
    <Flex vertical gap="middle" data-testid="local-authority-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      {phone ? [...figures, ...identity] : [...identity, ...figures]}
    </Flex>
  );
}
