import type { PlotConfigs } from '@waste/shared';

export interface MonthlySeries {
  label: string;
  /** One value a month, January first. */
  values: number[];
}

/** Grouped columns, one group a month and one column a series; the chart's title names the unit. */
export function monthlyChart(months: string[], series: MonthlySeries[], unit: string, format: (value: number) => string): PlotConfigs['Column'] {
  return {
    data: series.flatMap(({ label, values }) => values.map((value, index) => ({ month: months[index], series: label, value }))),
    xField: 'month',
    yField: 'value',
    colorField: 'series',
    group: true,
    axis: { y: { labelFormatter: format } },
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => `${format(value)} ${unit}` }] },
  };
}
