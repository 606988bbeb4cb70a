import type { SeriesTone } from './chartTheme';

/** How the values stand: upright columns, bars lying down (category names on the left), or a line. */
export type ChartKind = 'columns' | 'bars' | 'line';

export interface ChartSeries {
  name: string;
  /** One value a category, in the categories' order. */
  values: number[];
  /** What the series is, where the product has a word for it: its colour on every chart (chartTheme's SeriesTone). */
  tone?: SeriesTone;
}

/** What a chart shows, in our own terms: the drawing module lays it out and draws it as SVG. */
export interface ChartSpec {
  kind: ChartKind;
  /** What the categories are (Month, Material): heads the first column of the chart's data table. */
  categoryName: string;
  categories: string[];
  /** A legend is drawn when there are two or more. */
  series: ChartSeries[];
  /** The series are kinds of one thing (materials, products): coloured apart from every measure's tone. */
  categorical?: boolean;
  /** Columns only: one column a category with the series stacked, instead of side by side. */
  stacked?: boolean;
  /** A value as the value axis, the tooltip and the data table write it. */
  format: (value: number) => string;
  /** Written after a value in the tooltip; the title names it for the axis. */
  unit?: string;
}

/** One value of a series in a category, as the API's rows come. */
export interface ChartRow {
  category: string;
  series: string;
  value: number;
}

/**
 * Rows as categories and series, each in the order of its first row; a category without a row of a
 * series counts 0 there, and rows of the same category and series add up.
 */
export function seriesOfRows(rows: ChartRow[]): Pick<ChartSpec, 'categories' | 'series'> {
  const categories = [...new Set(rows.map((row) => row.category))];
  const names = [...new Set(rows.map((row) => row.series))];
  const index = new Map(categories.map((category, position) => [category, position]));
  const series = names.map((name) => ({ name, values: categories.map(() => 0) }));
  const byName = new Map(series.map((entry) => [entry.name, entry.values]));
  for (const row of rows) byName.get(row.series)![index.get(row.category)!] += row.value;
  return { categories, series };
}
