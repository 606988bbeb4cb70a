import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { Amount, checkYears, GRAPH_LINES_WHERE, GraphFilter, graphParams, num, tonnes } from '../graphs';
import { CUSTOMS_READERS } from '../rules';

const statisticsGraphsSchema = {
  summary: 'Tonnes and value per year, per month of toYear, and the top ten HS codes by tonnes',
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
};

export const customsStatisticsGraphsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/statisticsGraphs', { schema: statisticsGraphsSchema, config: { roles: CUSTOMS_READERS } }, async (request) => {
    checkYears(request.body);
    const p = graphParams(request.body);
    const amount = `sum(l.net_weight_kg) AS kg, sum(l.value) FILTER (WHERE l.currency = 'USD') AS usd`;
    const [years, months, top] = await Promise.all([
      app.db.query<{ year: number; kg: string; usd: string }>(
        `SELECT l.year, ${amount} FROM customs_visible_lines l ${GRAPH_LINES_WHERE} GROUP BY l.year ORDER BY l.year`,
        p,
      ),
      app.db.query<{ month: number; kg: string; usd: string }>(
        `SELECT l.month, ${amount} FROM customs_visible_lines l ${GRAPH_LINES_WHERE} AND l.year = $3 AND l.month IS NOT NULL GROUP BY l.month ORDER BY l.month`,
        p,
      ),
      app.db.query<{ hs6: string; description: string; kg: string; usd: string }>(
        `SELECT l.hs6, h.description, ${amount} FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6 ${GRAPH_LINES_WHERE}
            GROUP BY l.hs6, h.description ORDER BY sum(l.net_weight_kg) DESC, l.hs6 LIMIT 10`,
        p,
      ),
    ]);
    return {
      perYear: years.rows.map((r) => ({ year: r.year, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })),
      perMonth: months.rows.map((r) => ({ month: r.month, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })),
      topHsCodes: top.rows.map((r) => ({ hsCode: r.hs6, description: r.description, tonnes: tonnes(r.kg), valueUsd: num(r.usd) })),
    };
  });
};
