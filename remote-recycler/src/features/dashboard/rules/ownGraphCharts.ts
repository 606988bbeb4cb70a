import { monthsOf, tonnes, type ApiResponse, type ChartSpec, type OwnGraphProductRow } from '@waste/shared';

type OwnGraph = ApiResponse<'/recycler/own-graph', 'post'>;
type Measure = 'intakeKg' | 'outputKg' | 'rejectedKg';
const MEASURES: readonly Measure[] = ['intakeKg', 'outputKg', 'rejectedKg'];
const TONES = { intakeKg: 'intake', outputKg: 'output', rejectedKg: 'rejected' } as const;
type Years = { fromYear: number; toYear: number };

/** Each month of the years with its intake, output and rejects in tonnes, hard and soft plastic together. */
function monthTotals(graph: OwnGraph, years: Years) {
  return monthsOf(years.fromYear, years.toYear).map((month) => {
    const rows = graph.months.filter((row) => row.month === month);
    const total = (measure: Measure) => tonnes(rows.reduce((sum, row) => sum + row[measure], 0));
    return { month, intakeKg: total('intakeKg'), outputKg: total('outputKg'), rejectedKg: total('rejectedKg') };
  });
}

/** Every month of the years, intake, output and rejects side by side (a month without a return stands empty). */
export function ownMonthsChart(
  graph: OwnGraph,
  years: Years,
  words: {
    monthName: string;
    measures: Record<Measure, string>;
    unit: string;
    format: (value: number) => string;
    label: (month: string) => string;
  },
): ChartSpec {
  const months = monthTotals(graph, years);
  return {
    kind: 'columns',
    categoryName: words.monthName,
    categories: months.map((row) => words.label(row.month)),
    series: MEASURES.map((measure) => ({ name: words.measures[measure], values: months.map((row) => row[measure]), tone: TONES[measure] })),
    format: words.format,
    unit: words.unit,
  };
}

/** The rows of the monthly chart's CSV: a month a row (YYYY-MM), its three measures in tonnes. */
export function ownMonthsTable(graph: OwnGraph, years: Years, monthName: string, measures: Record<Measure, string>, unit: string) {
  return [
    [monthName, ...MEASURES.map((measure) => `${measures[measure]} (${unit})`)],
    ...monthTotals(graph, years).map((row) => [row.month, ...MEASURES.map((measure) => row[measure])]),
  ];
}

/** Output by product type over the years, one bar a product, largest first. */
export function ownProductsChart(
  graph: OwnGraph,
  words: {
    productName: (row: OwnGraphProductRow) => string;
    categoryName: string;
    seriesName: string;
    unit: string;
    format: (value: number) => string;
  },
): ChartSpec {
  const totals = new Map<string, number>();
  for (const row of graph.outputByProductType) totals.set(words.productName(row), (totals.get(words.productName(row)) ?? 0) + row.kg);
  const products = [...totals].sort((a, b) => b[1] - a[1]);
  return {
    kind: 'bars',
    categoryName: words.categoryName,
    categories: products.map(([name]) => name),
    series: [{ name: words.seriesName, values: products.map(([, kg]) => tonnes(kg)), tone: 'output' }],
    format: words.format,
    unit: words.unit,
  };
}
