import type { ApiResponse } from '../api/contract';
import { seriesOfRows, type ChartSpec } from '../charts/chartSpec';
import { tonnes } from '../format/tonnes';

/** One column of a recycler's monthly graphs, in tonnes. */
export interface MonthPoint {
  /** 'YYYY-MM' */
  month: string;
  series: string;
  value: number;
}

type OwnGraph = ApiResponse<'/recycler/own-graph', 'post'>;
type NationalGraph = ApiResponse<'/recycler/national-graph', 'post'>;
export type OwnGraphProductRow = OwnGraph['outputByProductType'][number];
type NationalMeasure = keyof Omit<NationalGraph['months'][number], 'month'>;

/** Every month of the years asked for. */
export function monthsOf(fromYear: number, toYear: number): string[] {
  const months: string[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (let month = 1; month <= 12; month += 1) months.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return months;
}

/** 'YYYY-MM' as "Mar 2025" in the page's language. */
export function monthLabel(month: string, monthNames: string[]): string {
  const [year, number] = month.split('-').map(Number);
  return `${monthNames[number - 1]} ${year}`;
}

/**
 * A recycler's own graph: its intake a month beside its output by product (named by `productName`). Every month
 * from its first return to its last is there, so that a month without a return shows as a gap, not as a missing column.
 */
export function ownGraphPoints(
  graph: OwnGraph,
  fromYear: number,
  toYear: number,
  intakeName: string,
  productName: (row: OwnGraphProductRow) => string,
): MonthPoint[] {
  const months = monthsOf(fromYear, toYear).filter(
    (month) => graph.months.some((row) => row.month <= month) && graph.months.some((row) => row.month >= month),
  );
  const products = [...new Set(graph.outputByProductType.map(productName))];
  return months.flatMap((month) => [
    {
      month,
      series: intakeName,
      value: tonnes(graph.months.filter((row) => row.month === month).reduce((sum, row) => sum + row.intakeKg, 0)),
    },
    ...products.map((product) => ({
      month,
      series: product,
      value: tonnes(
        graph.outputByProductType
          .filter((row) => row.month === month && productName(row) === product)
          .reduce((sum, row) => sum + row.kg, 0),
      ),
    })),
  ]);
}

/** The national graph: each month's measures named in `seriesNames`, in the order they are given. */
export function nationalGraphPoints<M extends NationalMeasure>(
  months: NationalGraph['months'],
  seriesNames: Record<M, string>,
): MonthPoint[] {
  const measures = Object.keys(seriesNames) as M[];
  return months.flatMap((row) =>
    measures.map((measure) => ({ month: row.month, series: seriesNames[measure], value: tonnes(row[measure]) })),
  );
}

/** The recycler's own intake as a percentage of every recycler's over the months; 0 when nobody took any in. */
export function ownIntakeShare(months: NationalGraph['months']): number {
  const total = months.reduce((sum, row) => sum + row.intakeKg, 0);
  const own = months.reduce((sum, row) => sum + row.ownIntakeKg, 0);
  return total > 0 ? (own / total) * 100 : 0;
}

/** Grouped columns a month; the month axis (named `monthName`) reads "Mar 2025" in the page's language. */
export function monthColumns(
  points: MonthPoint[],
  label: (month: string) => string,
  monthName: string,
  unit: string,
  format: (value: number) => string,
): ChartSpec {
  return {
    kind: 'columns',
    categoryName: monthName,
    ...seriesOfRows(points.map((point) => ({ category: label(point.month), series: point.series, value: point.value }))),
    format,
    unit,
  };
}
