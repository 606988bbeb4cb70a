import {
  Chart,
  ChartDownloadButton,
  ControlsCard,
  monthColumns,
  monthLabel,
  nationalGraphPoints,
  ownIntakeShare,
  QueryState,
  tonnes,
  useFormatters,
  type ChartHandle,
  type ChartSpec,
} from '@waste/shared';
import { Alert, Statistic, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useNationalGraph } from '../api/getNationalGraph';
import type { GraphCardProps } from './OwnGraphCard';

/** Every recycler's intake and output, and this recycler's own intake, in their meanings' colours on every chart. */
const withTones = (spec: ChartSpec): ChartSpec => ({
  ...spec,
  series: spec.series.map((series, index) => ({ ...series, tone: (['intake', 'output', 'own'] as const)[index] })),
});

/** All recyclers' monthly totals with this recycler's own beside them (never another's), in tonnes. */
export function NationalGraphCard({ scope, fromYear, toYear, recyclerName }: GraphCardProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const chart = useRef<ChartHandle>(null);
  const national = useNationalGraph({ fromYear, toYear }, scope);
  const months = national.data?.months ?? [];
  const series = {
    intakeKg: t('dashboard.national.intake'),
    outputKg: t('dashboard.national.output'),
    ownIntakeKg: t('dashboard.national.ownIntake'),
  } as const;
  const points = nationalGraphPoints(months, series);
  const share = ownIntakeShare(months);
  const unit = t('unit.tonnes');
  const table = () => [
    [
      t('wasteData.field.month'),
      ...Object.values(series).map((name) => `${name} (${unit})`),
      t('dashboard.national.share'),
      t('dashboard.national.recyclers'),
    ],
    ...months.map((row) => [
      row.month,
      tonnes(row.intakeKg),
      tonnes(row.outputKg),
      tonnes(row.ownIntakeKg),
      row.intakeKg > 0 ? Number(((row.ownIntakeKg / row.intakeKg) * 100).toFixed(1)) : 0,
      row.recyclers,
    ]),
  ];

  return (
    <ControlsCard
      title={t('dashboard.nationalGraph')}
      controls={
        <ChartDownloadButton chart={chart} fileName={`national-${fromYear}-${toYear}`} table={table} disabled={points.length === 0} />
      }
      data-testid="national-graph"
    >
      <Typography.Paragraph type="secondary" data-testid="national-graph-basis">
        {t('dashboard.nationalGraphBasis')}
      </Typography.Paragraph>
      {/* Spec section 8: the national graph's failure reads 'Unknown error' unless the server says more. */}
      <QueryState query={national} loadFailed={t('common:error.unknown')}>
        {() => (
          <>
            <Statistic
              title={t('dashboard.national.shareOf', { name: recyclerName, fromYear, toYear })}
              value={format.number(Number(share.toFixed(1)))}
              suffix="%"
              data-testid="national-share"
            />
            {points.length === 0 ? (
              <Alert type="info" showIcon title={t('wasteData.empty')} />
            ) : (
              <Chart
                ref={chart}
                title={t('dashboard.nationalGraphTitle', { fromYear, toYear })}
                spec={withTones(
                  monthColumns(points, (month) => monthLabel(month, format.months), t('wasteData.field.month'), unit, format.tonnes),
                )}
                testId="national-graph-chart"
              />
            )}
          </>
        )}
      </QueryState>
    </ControlsCard>
  );
}
