import { colomboYear, queryStatus, tonnes, useFormatters, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Card, Flex, Skeleton, Statistic } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useMfaLaSummary } from '../api/mfa';
import { SankeyCard } from './SankeyCard';

const FIGURES = ['generatedKg', 'collectedKg', 'recycledKg', 'leakedKg', 'burnedKg'] as const;

/** The dashboard's MFA card: the year's plastic figures and the authority's Sankey. */
export function MfaSummaryCard({ scope, authorityName }: { scope: LocalAuthorityScope; authorityName: string }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const year = colomboYear();
  const summary = useMfaLaSummary(year, scope);
  const status = queryStatus(summary, t('mfa.loadFailed'));
  // Drawn in a render React can interrupt, its effects (the Sankey's request) in a task of their own.
  const data = useDeferredValue(summary.data);
  return (
    <Card title={t('mfa.summaryTitle', { year })} data-testid="mfa-summary">
      {status.error ? <Alert type="error" showIcon title={status.error} /> : null}
      {status.loading || (summary.data && !data) ? <Skeleton active /> : null}
      {data ? (
        <Flex vertical gap="middle">
          <Flex wrap gap="middle">
            {FIGURES.map((key) => (
              <Statistic
                key={key}
                title={t(`mfa.total.${key}`)}
                value={format.number(Math.round(tonnes(data.totals[key])))}
                suffix={t('mfa.t')}
                style={{ flex: '1 0 auto', minWidth: 120 }}
              />
            ))}
          </Flex>
          {data.estimated ? <Alert type="info" showIcon title={t('mfa.flag.NO_DATA')} /> : null}
          <SankeyCard year={year} scope={scope} fileName={authorityName} levels={['LA']} />
        </Flex>
      ) : null}
    </Card>
  );
}
