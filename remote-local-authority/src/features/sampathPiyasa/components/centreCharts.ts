import { seriesOfRows, type ChartSpec } from '@waste/shared';
import type { RecyclableGraph } from '@/common/api/getRecyclableGraph';
import type { CollectedGraph } from '../api/getCollectedGraph';

type Format = (value: number) => string;

/** The month of a row as the collected graph's axis and its CSV write it. */
export const monthOf = (row: { year: number; month: number }) => `${row.year}-${String(row.month).padStart(2, '0')}`;

/** Stacked columns, one a month of the chosen years, stacked by material. */
export function collectedChart(
  months: CollectedGraph['months'],
  label: (materialId: string) => string,
  format: Format,
  unit: string,
  monthName: string,
): ChartSpec {
  return {
    kind: 'columns',
    categoryName: monthName,
    ...seriesOfRows(months.map((row) => ({ category: monthOf(row), series: label(row.materialId), value: row.collectedKg }))),
    stacked: true,
    format,
    unit,
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
  names: { material: string; sold: string; rejected: string },
  format: Format,
  unit: string,
  horizontal = false,
): ChartSpec {
  return {
    kind: horizontal ? 'bars' : 'columns',
    categoryName: names.material,
    categories: materials.map((row) => label(row.materialId)),
    series: [
      { name: names.sold, values: materials.map((row) => row.soldKg) },
      { name: names.rejected, values: materials.map((row) => row.rejectedKg) },
    ],
    format,
    unit,
  };
}
