import { colomboYear, QueryState, tonnes, useFormatters, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { SankeyCard } from '@/common/components/SankeyCard';
import { useMfaLaSummary } from '../api/getMfaLaSummary';

const FIGURES = ['generatedKg', 'collectedKg', 'recycledKg', 'leakedKg', 'burnedKg'] as const;

/** The dashboard's MFA card: the year's plastic figures and the authority's Sankey. */
export function MfaSummaryCard({ scope, authorityName }: { scope: LocalAuthorityScope; authorityName: string }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const year = colomboYear();
  const summary = useMfaLaSummary(year, scope);
  return (
    <Card title={t('mfa.summaryTitle', { year })} data-testid="mfa-summary">
      {/* Deferred: drawn in a render React can interrupt, its effects (the Sankey's request) in a task of their own. */}
      <QueryState query={summary} loadFailed={t('mfa.loadFailed')} retry={false} deferred>
        {(data) => (
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
        )}
      </QueryState>
    </Card>
  );
}
