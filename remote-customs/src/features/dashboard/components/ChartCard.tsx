import { Chart, ChartDownloadButton, ControlsCard, type ChartHandle, type ChartSpec } from '@waste/shared';
import { useRef } from 'react';

export interface ChartCardProps {
  title: string;
  testId: string;
  spec: ChartSpec;
  /** The chart's figures as the rows of its CSV download. */
  table: () => (string | number)[][];
  fileName: string;
}

/** One statistics chart in its card, with its download. */
export function ChartCard({ title, testId, spec, table, fileName }: ChartCardProps) {
  const chart = useRef<ChartHandle>(null);
  return (
    <ControlsCard title={title} controls={<ChartDownloadButton chart={chart} fileName={fileName} table={table} />} data-testid={testId}>
      <Chart ref={chart} title={title} spec={spec} height={300} testId={`${testId}-chart`} />
    </ControlsCard>
  );
}
