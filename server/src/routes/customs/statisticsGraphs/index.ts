import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import {
  Amount,
  AMOUNT_COLUMNS,
  amountOf,
  type AmountRow,
  BY_TONNES_DESC,
  ByFlow,
  checkYears,
  GRAPH_LINES_WHERE,
  GraphFilter,
  graphParams,
} from '../graphs';
import { graphAnswer } from '../graph-answers';
import { CUSTOMS_READERS } from '../rules';

const statisticsGraphsSchema = {
  summary:
    'Tonnes and value per year, per month of toYear, and the top ten HS codes by tonnes (unknown weights last), with the tonnes of each flow',
  body: GraphFilter,
  response: {
    200: Type.Object({
      perYear: Type.Array(Type.Object({ year: Type.Integer(), ...Amount, ...ByFlow })),
      perMonth: Type.Array(Type.Object({ month: Type.Integer(), ...Amount, ...ByFlow }), {
        description: 'Months of toYear; whole-year lines are left out',
      }),
      topHsCodes: Type.Array(Type.Object({ hsCode: Type.String(), description: Type.String(), ...Amount, ...ByFlow })),
    }),
    ...errorResponses(400, 401, 403),
  },
};

export const customsStatisticsGraphsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/statisticsGraphs', { schema: statisticsGraphsSchema, config: { roles: CUSTOMS_READERS } }, async (request) => {
    checkYears(request.body);
    return graphAnswer(app.db, `statistics ${JSON.stringify(request.body)}`, async () => {
      const p = graphParams(request.body);
      const [years, months, top] = await Promise.all([
        app.db.query<AmountRow & { year: number }>(
          `SELECT l.year, ${AMOUNT_COLUMNS} FROM customs_visible_lines l ${GRAPH_LINES_WHERE} GROUP BY l.year ORDER BY l.year`,
          p,
        ),
        app.db.query<AmountRow & { month: number }>(
          `SELECT l.month, ${AMOUNT_COLUMNS} FROM customs_visible_lines l ${GRAPH_LINES_WHERE} AND l.year = $3 AND l.month IS NOT NULL GROUP BY l.month ORDER BY l.month`,
          p,
        ),
        app.db.query<AmountRow & { hs6: string; description: string }>(
          `SELECT l.hs6, h.description, ${AMOUNT_COLUMNS} FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6 ${GRAPH_LINES_WHERE}
            GROUP BY l.hs6, h.description ORDER BY ${BY_TONNES_DESC}, l.hs6 LIMIT 10`,
          p,
        ),
      ]);
      return {
        perYear: years.rows.map((r) => ({ year: r.year, ...amountOf(r) })),
        perMonth: months.rows.map((r) => ({ month: r.month, ...amountOf(r) })),
        topHsCodes: top.rows.map((r) => ({ hsCode: r.hs6, description: r.description, ...amountOf(r) })),
      };
    });
  });
};
