import type { PlotConfigs } from '@waste/shared';

export interface MonthPoint {
  /** 'YYYY-MM' */
  month: string;
  series: string;
  value: number;
}

/** Every month of the years asked for, so that months without a return show as gaps, not as missing columns. */
export function monthsOf(fromYear: number, toYear: number): string[] {
  const months: string[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (let month = 1; month <= 12; month += 1) months.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return months;
}

/** Grouped columns a month; the month axis reads "Mar 2025" in the page's language. */
export function monthColumns(points: MonthPoint[], label: (month: string) => string, unit: string, format: (value: number) => string): PlotConfigs['Column'] {
  return {
    data: points.map((point) => ({ ...point, month: label(point.month) })),
    xField: 'month',
    yField: 'value',
    colorField: 'series',
    group: true,
    axis: { y: { labelFormatter: format } },
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => `${format(value)} ${unit}` }] },
  };
}
