import { Type } from 'typebox';
import { inputRefused } from '#errors';

/** Spec section 9: chart data covers at most ten years. */
const MAX_YEARS = 10;

export const GraphFilter = Type.Object(
  {
    type: Type.Union([Type.Literal(''), Type.Literal('IMPORT'), Type.Literal('EXPORT')], {
      description: "'' for import and export together",
    }),
    year: Type.Integer({ minimum: 1900, maximum: 2200 }),
    toYear: Type.Integer({ minimum: 1900, maximum: 2200 }),
  },
  { additionalProperties: false, title: 'CustomsGraphFilter' },
);

export const Amount = {
  tonnes: Type.Number(),
  valueUsd: Type.Number({ description: 'Sum of the USD values; lines in other currencies are not converted' }),
};

export function checkYears(filter: { year: number; toYear: number }): void {
  if (filter.toYear < filter.year) throw inputRefused('toYear must not be before year', 'YEARS_ORDER');
  if (filter.toYear - filter.year + 1 > MAX_YEARS)
    throw inputRefused(`Chart data covers at most ${MAX_YEARS} years`, 'YEARS_MAX', { max: MAX_YEARS });
}

export const num = (value: unknown) => Number(value ?? 0);
export const tonnes = (kg: unknown) => Math.round(num(kg)) / 1000;

/** The filter's flow and years as query parameters $1 to $3 of GRAPH_LINES_WHERE. */
export const graphParams = (f: { type: string; year: number; toYear: number }) => [f.type === '' ? null : f.type, f.year, f.toYear];
export const GRAPH_LINES_WHERE = `WHERE ($1::text IS NULL OR l.type = $1::text) AND l.year BETWEEN $2 AND $3`;
