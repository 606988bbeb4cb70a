import { monthLabel, monthsOf, type ChartSpec } from '@waste/shared';
import type { RecyclableGraph } from '@/common/api/getRecyclableGraph';
import type { CollectedGraph } from '../api/getCollectedGraph';

type Format = (value: number) => string;

/** The month of a row as the collected graph's axis and its CSV write it. */
export const monthOf = (row: { year: number; month: number }) => `${row.year}-${String(row.month).padStart(2, '0')}`;

/**
 * Stacked columns, one a month of every month of the chosen years (a month without entries stands empty, not
 * left out), stacked by material. The axis names months as the page's language does: "Mar" for one year,
 * "Mar 2025" across several.
 */
export function collectedChart(
  months: CollectedGraph['months'],
  range: { year: number; toYear: number },
  label: (materialId: string) => string,
  monthNames: string[],
  format: Format,
  unit: string,
  monthName: string,
): ChartSpec {
  const all = monthsOf(range.year, range.toYear);
  const position = new Map(all.map((month, index) => [month, index]));
  const materials = [...new Set(months.map((row) => row.materialId))];
  const series = materials.map((materialId) => ({ name: label(materialId), values: all.map(() => 0) }));
  for (const row of months) {
    const at = position.get(monthOf(row));
    if (at !== undefined) series[materials.indexOf(row.materialId)].values[at] += row.collectedKg;
  }
  return {
    kind: 'columns',
    categoryName: monthName,
    categories: all.map((month) => (range.year === range.toYear ? monthNames[Number(month.slice(5)) - 1] : monthLabel(month, monthNames))),
    series,
    categorical: true,
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
      { name: names.sold, values: materials.map((row) => row.soldKg), tone: 'sold' },
      { name: names.rejected, values: materials.map((row) => row.rejectedKg), tone: 'rejected' },
    ],
    format,
    unit,
  };
}
