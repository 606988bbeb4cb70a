import { colomboYear, QueryState, tonnes, useFormatters, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { SankeyCard } from '@/common/components/SankeyCard';
import { useMfaLaSummary } from '../api/getMfaLaSummary';
import { daysInYear } from '../rules/daysInYear';

const FIGURES = ['generatedKg', 'collectedKg', 'recycledKg', 'leakedKg', 'burnedKg'] as const;

/**
 * The dashboard's MFA card: the year's plastic figures and the authority's Sankey. Its figures are annual estimates:
 * the records scaled from the days they cover to the whole year, which it says beside the collected figure as reported.
 */
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
                  title={t(`mfa.annual.${key}`)}
                  value={format.tonnes(tonnes(data.totals[key]))}
                  suffix={t('mfa.t')}
                  // A basis, not the title's width: the longer Sinhala and Tamil titles wrap on a phone.
                  style={{ flex: '1 1 150px', minWidth: 0 }}
                />
              ))}
            </Flex>
            {data.reported ? (
              <Typography.Text type="secondary" data-testid="mfa-basis">
                {t('mfa.basis.scaled', {
                  count: data.reported.records,
                  coveredDays: data.reported.coveredDays,
                  days: daysInYear(year),
                  year,
                  reported: format.tonnes(tonnes(data.reported.collectedKg)),
                  collected: format.tonnes(tonnes(data.totals.collectedKg)),
                })}
              </Typography.Text>
            ) : null}
            {data.estimated ? <Alert type="info" showIcon title={t('mfa.flag.NO_DATA')} data-testid="mfa-basis-estimated" /> : null}
            <SankeyCard year={year} scope={scope} fileName={authorityName} levels={['LA']} />
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}
