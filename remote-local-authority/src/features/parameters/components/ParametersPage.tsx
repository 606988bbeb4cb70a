import { chartYears, colomboYear, loggedUserAtom, PageFrame, ReconciliationCard, useLocalAuthorityScope } from '@waste/shared';
import { Flex, Select, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { SankeyCard } from '@/common/components/SankeyCard';
import type { ParameterChange } from '../api/types';
import { LeakageCard } from './LeakageCard';
import { MfaInputsCard } from './MfaInputsCard';
import { SendRequestCard } from './SendRequestCard';
import { WhatIfCard } from './WhatIfCard';

/**
 * /parameters: the authority's MFA inputs and their sources, leakage per stage, the year's data, the
 * Sankeys of the authority, district and province, a what-if scenario and requests to the admins.
 */
export function ParametersPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const authorityName = useAtomValue(loggedUserAtom)?.selectedLocalAuthority?.name ?? 'mfa';
  const [year, setYear] = useState(colomboYear);
  const [changes, setChanges] = useState<ParameterChange[]>([]);

  const requestChanges = (proposed: ParameterChange[]) => {
    setChanges(proposed);
    document.querySelector('[data-testid="mfa-send-request"]')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <PageFrame title={t('parameters.title')}>
      <Flex vertical gap="middle">
        <Flex gap="small" align="center">
          <Typography.Text>{t('mfa.year')}</Typography.Text>
          <Select
            aria-label={t('mfa.year')}
            value={year}
            onChange={setYear}
            options={chartYears().map((value) => ({ value, label: String(value) }))}
            style={{ width: 100 }}
            data-testid="mfa-year"
          />
        </Flex>
        <SankeyCard year={year} scope={scope} fileName={authorityName} />
        <ReconciliationCard year={year} level="AUTHORITY" id={scope.localAuthorityId} />
        <MfaInputsCard year={year} scope={scope} />
        <LeakageCard year={year} scope={scope} />
        <WhatIfCard year={year} scope={scope} onRequest={requestChanges} />
        <SendRequestCard scope={scope} changes={changes} onChangesChange={setChanges} />
      </Flex>
    </PageFrame>
  );
}
