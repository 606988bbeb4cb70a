import type { PlotConfigs } from '@waste/shared';
import type { CollectedGraph, RecyclableGraph } from '../api/types';

type Format = (value: number) => string;

/** Stacked columns, one a month of the chosen years, stacked by material. */
export function collectedChart(months: CollectedGraph['months'], label: (materialId: string) => string, format: Format, unit: string): PlotConfigs['Column'] {
  return {
    data: months.map((row) => ({ month: `${row.year}-${String(row.month).padStart(2, '0')}`, series: label(row.materialId), value: row.collectedKg })),
    xField: 'month',
    yField: 'value',
    colorField: 'series',
    stack: true,
    axis: { y: { labelFormatter: format } },
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => `${format(value)} ${unit}` }] },
  };
}

/**
 * Grouped columns by material: sold against rejected. `horizontal` (a phone) lays the bars sideways: the
 * material names, long in Tamil, then stand one a row instead of overlapping under narrow columns, and
 * wrap rather than run off the left edge.
 */
export function recyclableChart(
  materials: RecyclableGraph['materials'],
  label: (materialId: string) => string,
  series: { sold: string; rejected: string },
  format: Format,
  unit: string,
  horizontal = false,
): PlotConfigs['Column'] {
  return {
    data: materials.flatMap((row) => [
      { material: label(row.materialId), series: series.sold, value: row.soldKg },
      { material: label(row.materialId), series: series.rejected, value: row.rejectedKg },
    ]),
    xField: 'material',
    yField: 'value',
    colorField: 'series',
    group: true,
    ...(horizontal ? { coordinate: { transform: [{ type: 'transpose' }] }, axis: { x: { labelAutoHide: false, labelAutoWrap: true }, y: { labelFormatter: format } } } : { axis: { y: { labelFormatter: format } } }),
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => `${format(value)} ${unit}` }] },
  };
}
