import { Chart, ChartDownloadButton, ControlsCard, type ChartHandle, type ChartSpec } from '@waste/shared';
import { useRef } from 'react';

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
}

/** One statistics chart in its card, with its download. */
export function ChartCard({ title, chartTitle, testId, spec, table, fileName, height = 300 }: ChartCardProps) {
  const chart = useRef<ChartHandle>(null);
  return (
    <ControlsCard title={title} controls={<ChartDownloadButton chart={chart} fileName={fileName} table={table} />} data-testid={testId}>
      <Chart ref={chart} title={chartTitle} spec={spec} height={height} testId={`${testId}-chart`} />
    </ControlsCard>
  );
}
