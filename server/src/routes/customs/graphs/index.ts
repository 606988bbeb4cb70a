import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '#errors';
import { errorResponses } from '#schemas/error-response';
import { CUSTOMS_READERS } from '../rules';

/** Spec section 9: chart data covers at most ten years. */
const MAX_YEARS = 10;

const GraphFilter = Type.Object(
  {
    type: Type.Union([Type.Literal(''), Type.Literal('IMPORT'), Type.Literal('EXPORT')], {
      description: "'' for import and export together",
    }),
    year: Type.Integer({ minimum: 1900, maximum: 2200 }),
    toYear: Type.Integer({ minimum: 1900, maximum: 2200 }),
  },
  { additionalProperties: false, title: 'CustomsGraphFilter' },
);

const Amount = {
  tonnes: Type.Number(),
  valueUsd: Type.Number({ description: 'Sum of the USD values; lines in other currencies are not converted' }),
};

function checkYears(filter: { year: number; toYear: number }): void {
  if (filter.toYear < filter.year) throw new AppError(400, 'VALIDATION_FAILED', 'toYear must not be before year');
  if (filter.toYear - filter.year + 1 > MAX_YEARS)
    throw new AppError(400, 'VALIDATION_FAILED', `Chart data covers at most ${MAX_YEARS} years`);
}

const num = (value: unknown) => Number(value ?? 0);
const tonnes = (kg: unknown) => Math.round(num(kg)) / 1000;

export const customsGraphRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: CUSTOMS_READERS };
  const params = (f: { type: string; year: number; toYear: number }) => [f.type === '' ? null : f.type, f.year, f.toYear];
  const where = `WHERE ($1::text IS NULL OR l.type = $1::text) AND l.year BETWEEN $2 AND $3`;

  app.get(
    '/graph-init-search',
    {
      config,
      schema: {
        summary: 'Flow choices and the years that have customs lines (newest first)',
        tags: ['customs'],
        response: {
          200: Type.Object({
            importExportType: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
            years: Type.Array(Type.Integer()),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const { rows } = await db.query<{ year: number }>('SELECT DISTINCT year FROM customs_visible_lines ORDER BY year DESC');
      return {
        importExportType: [
          { id: '', name: 'Import/Export' },
          { id: 'IMPORT', name: 'Import' },
          { id: 'EXPORT', name: 'Export' },
        ],
        years: rows.map((row) => row.year),
      };
    },
  );

  app.post(
    '/statisticsGraphs',
    {
      config,
      schema: {
        summary: 'Tonnes and value per year, per month of toYear, and the top ten HS codes by tonnes',
        tags: ['customs'],
        body: GraphFilter,
        response: {
          200: Type.Object({
            perYear: Type.Array(Type.Object({ year: Type.Integer(), ...Amount })),
            perMonth: Type.Array(Type.Object({ month: Type.Integer(), ...Amount }), {
              description: 'Months of toYear; whole-year lines are left out',
            }),
            topHsCodes: Type.Array(Type.Object({ hsCode: Type.String(), description: Type.String(), ...Amount })),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      checkYears(request.body);
      const p = params(request.body);
      const amount = `sum(l.net_weight_kg) AS kg, sum(l.value) FILTER (WHERE l.currency = 'USD') AS usd`;
      const [years, months, top] = await Promise.all([
        db.query<{ year: number; kg: string; usd: string }>(
          `SELECT l.year, ${amount} FROM customs_visible_lines l ${where} GROUP BY l.year ORDER BY l.year`,
          p,
        ),
        db.query<{ month: number; kg: string; usd: string }>(
          `SELECT l.month, ${amount} FROM customs_visible_lines l ${where} AND l.year = $3 AND l.month IS NOT NULL GROUP BY l.month ORDER BY l.month`,
          p,
        ),
        db.query<{ hs6: string; description: string; kg: string; usd: string }>(
          `SELECT l.hs6, h.description, ${amount} FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6 ${where}
            GROUP BY l.hs6, h.description ORDER BY sum(l.net_weight_kg) DESC, l.hs6 LIMIT 10`,
          p,
        ),
      ]);
      return {
        perYear: years.rows.map((r) => ({ year: r.year, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })),
        perMonth: months.rows.map((r) => ({ month: r.month, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })),
        topHsCodes: top.rows.map((r) => ({ hsCode: r.hs6, description: r.description, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })),
      };
    },
  );

  app.post(
    '/sectorGenerationStatisticsGraphs',
    {
      config,
      schema: {
        summary: 'Tonnes by sector over the years; sectorId null for lines whose code has no sector yet',
        tags: ['customs'],
        body: GraphFilter,
        response: {
          200: Type.Object({
            sectors: Type.Array(
              Type.Object({
                sectorId: Type.Union([Type.String(), Type.Null()]),
                sectorName: Type.Union([Type.String(), Type.Null()]),
                ...Amount,
              }),
            ),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      checkYears(request.body);
      const { rows } = await db.query<{ sector_id: string | null; name: string | null; kg: string; usd: string }>(
        `SELECT h.sector_id, s.name, sum(l.net_weight_kg) AS kg, sum(l.value) FILTER (WHERE l.currency = 'USD') AS usd
           FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6 LEFT JOIN customs_sectors s ON s.id = h.sector_id
          ${where}
          GROUP BY h.sector_id, s.name, s.sort_order ORDER BY s.sort_order NULLS LAST`,
        params(request.body),
      );
      return { sectors: rows.map((r) => ({ sectorId: r.sector_id, sectorName: r.name, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })) };
    },
  );
};
