import { Chart, ChartDownloadButton, ControlsCard, useFormatters, type ChartHandle, type ChartSpec } from '@waste/shared';
import { Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';

export interface ChartCardProps {
  title: string;
  /** The chart's own title, in its picture and download too: names the flow, the years and the unit. */
  chartTitle: string;
  testId: string;
  spec: ChartSpec;
  /** The chart's figures as the rows of its CSV download. */
  table: () => (string | number)[][];
  fileName: string;
  height?: number;
  /** Lines of the chart's rows whose net weight is unknown: not in its tonnes, so said under it (issue 38). */
  unknownWeightLines?: number;
}

/** The lines of unknown weight of a chart's rows (each row counts its own). */
export const unknownWeightIn = (rows: { unknownWeightLines?: number }[]) =>
  rows.reduce((total, row) => total + (row.unknownWeightLines ?? 0), 0);

/** One statistics chart in its card, with its download. */
export function ChartCard({ title, chartTitle, testId, spec, table, fileName, height = 300, unknownWeightLines = 0 }: ChartCardProps) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const chart = useRef<ChartHandle>(null);
  return (
    <ControlsCard title={title} controls={<ChartDownloadButton chart={chart} fileName={fileName} table={table} />} data-testid={testId}>
      <Chart ref={chart} title={chartTitle} spec={spec} height={height} testId={`${testId}-chart`} />
      {unknownWeightLines > 0 ? (
        <Typography.Text type="secondary" data-testid={`${testId}-unknown-weight`}>
          {t('stats.unknownWeight', { count: unknownWeightLines, lines: format.number(unknownWeightLines) })}
        </Typography.Text>
      ) : null}
    </ControlsCard>
  );
}
