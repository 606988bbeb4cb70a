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
  unknownWeightLines: Type.Integer({
    minimum: 0,
    description: 'Lines whose net weight is unknown (null): counted here, not in the tonnes',
  }),
};

/** Lines of unknown net weight in a graph query's group (read as unknownWeightLines). */
export const UNKNOWN_WEIGHT_COLUMN = 'count(*) FILTER (WHERE l.net_weight_kg IS NULL)::int AS unknown_lines';

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

/** Tonnes of each flow beside the total, so that Import/Export is drawn as two series, never added into one bar. */
export const ByFlow = {
  importTonnes: Type.Number({ description: 'Tonnes of the import lines' }),
  exportTonnes: Type.Number({ description: 'Tonnes of the export lines' }),
};

/** Sums of a graph query: kg and USD, and kg of each flow (read with byFlow). */
export const AMOUNT_COLUMNS = `sum(l.net_weight_kg) AS kg, sum(l.value) FILTER (WHERE l.currency = 'USD') AS usd,
  sum(l.net_weight_kg) FILTER (WHERE l.type = 'IMPORT') AS import_kg, sum(l.net_weight_kg) FILTER (WHERE l.type = 'EXPORT') AS export_kg,
  ${UNKNOWN_WEIGHT_COLUMN}`;

/** Biggest tonnes first; a group whose weights are all unknown (sum null) comes last, after a true zero. */
export const BY_TONNES_DESC = 'sum(l.net_weight_kg) DESC NULLS LAST';

export interface AmountRow {
  kg: string | null;
  usd: string | null;
  import_kg: string | null;
  export_kg: string | null;
  unknown_lines: number | string | null;
}

/** A row of AMOUNT_COLUMNS as the response's Amount and ByFlow fields. */
export const amountOf = (r: AmountRow) => ({
  tonnes: tonnes(r.kg),
  valueUsd: num(r.usd),
  unknownWeightLines: num(r.unknown_lines),
  importTonnes: tonnes(r.import_kg),
  exportTonnes: tonnes(r.export_kg),
});
