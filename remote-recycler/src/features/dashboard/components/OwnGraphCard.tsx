import {
  Chart,
  ChartDownloadButton,
  ControlsCard,
  monthLabel,
  QueryState,
  useFormatters,
  type ChartHandle,
  type RecyclerScope,
} from '@waste/shared';
import { Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterDataLabel } from '@/common/components/MasterDataName';
import { useOwnGraph } from '../api/getOwnGraph';
import { ownMonthsChart, ownProductsChart, ownMonthsTable } from '../rules/ownGraphCharts';

export interface GraphCardProps {
  scope: RecyclerScope;
  fromYear: number;
  toYear: number;
  /** Names the downloaded files. */
  recyclerName: string;
}

/**
 * The recycler's own months: intake, output and rejects side by side for every month of the years (three
 * series in their meanings' colours), and its output by product type over the years, one bar a product.
 */
export function OwnGraphCard({ scope, fromYear, toYear, recyclerName }: GraphCardProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const chart = useRef<ChartHandle>(null);
  const own = useOwnGraph({ fromYear, toYear }, scope);
  const productLabel = useMasterDataLabel();
  const unit = t('unit.tonnes');
  const measures = {
    intakeKg: t('dashboard.measure.intakeKg'),
    outputKg: t('dashboard.measure.outputKg'),
    rejectedKg: t('dashboard.measure.rejectedKg'),
  };
  const monthName = t('wasteData.field.month');
  const empty = t('wasteData.empty');
  const years = { fromYear, toYear };
  const table = () => (own.data ? ownMonthsTable(own.data, years, monthName, measures, unit) : []);

  return (
    <ControlsCard
      title={t('dashboard.ownGraph')}
      controls={
        <ChartDownloadButton
          chart={chart}
          fileName={`${recyclerName}-${fromYear}-${toYear}`}
          table={table}
          disabled={!own.data?.months.length}
        />
      }
      data-testid="own-graph"
    >
      <Typography.Paragraph type="secondary" data-testid="own-graph-basis">
        {t('dashboard.ownGraphBasis')}
      </Typography.Paragraph>
      <QueryState query={own} loadFailed={t('dashboard.loadFailed')}>
        {(graph) => (
          <Flex vertical gap="large">
            <Chart
              ref={chart}
              title={t('dashboard.ownMonthsTitle', { name: recyclerName, fromYear, toYear })}
              spec={ownMonthsChart(graph, years, {
                monthName,
                measures,
                unit,
                format: format.tonnes,
                label: (month) => monthLabel(month, format.months),
              })}
              testId="own-graph-chart"
              empty={empty}
            />
            <Chart
              title={t('dashboard.ownProductsTitle', { name: recyclerName, fromYear, toYear })}
              spec={ownProductsChart(graph, {
                productName: (row) =>
                  `${t(`plastic.${row.plasticType}`)}: ${productLabel({ name: row.productTypeName, nameSi: row.productTypeNameSi, nameTa: row.productTypeNameTa })}`,
                categoryName: t('dashboard.measure.outputKg'),
                seriesName: t('dashboard.measure.outputKg'),
                unit,
                format: format.tonnes,
              })}
              height={Math.max(160, 48 * new Set(graph.outputByProductType.map((row) => row.productTypeId)).size)}
              testId="own-products-chart"
              empty={empty}
            />
          </Flex>
        )}
      </QueryState>
    </ControlsCard>
  );
}
