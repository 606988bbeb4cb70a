import {
  Chart,
  ChartDownloadButton,
  ControlsCard,
  monthColumns,
  monthLabel,
  ownGraphPoints,
  QueryState,
  useFormatters,
  type ChartHandle,
  type RecyclerScope,
} from '@waste/shared';
import { Alert, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterDataLabel } from '@/common/components/MasterDataName';
import { useOwnGraph } from '../api/getOwnGraph';

export interface GraphCardProps {
  scope: RecyclerScope;
  fromYear: number;
  toYear: number;
  /** Names the downloaded files. */
  recyclerName: string;
}

/** The recycler's monthly intake beside its output by product type, in tonnes. */
export function OwnGraphCard({ scope, fromYear, toYear, recyclerName }: GraphCardProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const chart = useRef<ChartHandle>(null);
  const own = useOwnGraph({ fromYear, toYear }, scope);
  const label = (month: string) => monthLabel(month, format.months);
  const intakeLabel = t('dashboard.measure.intakeKg');
  const productLabel = useMasterDataLabel();

  const points = own.data
    ? ownGraphPoints(
        own.data,
        fromYear,
        toYear,
        intakeLabel,
        (row) =>
          `${t(`plastic.${row.plasticType}`)}: ${productLabel({ name: row.productTypeName, nameSi: row.productTypeNameSi, nameTa: row.productTypeNameTa })}`,
      )
    : [];
  const unit = t('unit.tonnes');
  const table = () => {
    const series = [...new Set(points.map((point) => point.series))];
    const months = [...new Set(points.map((point) => point.month))];
    return [
      [t('wasteData.field.month'), ...series.map((name) => `${name} (${unit})`)],
      ...months.map((month) => [
        month,
        ...series.map((name) => points.find((point) => point.month === month && point.series === name)?.value ?? 0),
      ]),
    ];
  };

  return (
    <ControlsCard
      title={t('dashboard.ownGraph')}
      controls={
        <ChartDownloadButton
          chart={chart}
          fileName={`${recyclerName}-${fromYear}-${toYear}`}
          table={table}
          disabled={points.length === 0}
        />
      }
      data-testid="own-graph"
    >
      <Typography.Paragraph type="secondary" data-testid="own-graph-basis">
        {t('dashboard.ownGraphBasis')}
      </Typography.Paragraph>
      <QueryState query={own} loadFailed={t('dashboard.loadFailed')}>
        {() =>
          points.length === 0 ? (
            <Alert type="info" showIcon title={t('wasteData.empty')} data-testid="own-graph-empty" />
          ) : (
            <Chart
              ref={chart}
              title={t('dashboard.ownGraphTitle', { name: recyclerName, fromYear, toYear })}
              spec={monthColumns(points, label, t('wasteData.field.month'), unit, format.number)}
              testId="own-graph-chart"
            />
          )
        }
      </QueryState>
    </ControlsCard>
  );
}
