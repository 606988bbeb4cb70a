import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { Amount, checkYears, GRAPH_LINES_WHERE, GraphFilter, graphParams, num, tonnes, UNKNOWN_WEIGHT_COLUMN } from '../graphs';
import { graphAnswer } from '../graph-answers';
import { CUSTOMS_READERS } from '../rules';

const sectorGraphsSchema = {
  summary: 'Tonnes by sector over the years; sectorId null for lines whose code has no sector yet',
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
};

export const customsSectorGraphsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/sectorGenerationStatisticsGraphs', { schema: sectorGraphsSchema, config: { roles: CUSTOMS_READERS } }, async (request) => {
    checkYears(request.body);
    return graphAnswer(app.db, `sectors ${JSON.stringify(request.body)}`, async () => {
      const { rows } = await app.db.query<{
        sector_id: string | null;
        name: string | null;
        kg: string;
        usd: string;
        unknown_lines: number;
      }>(
        `SELECT h.sector_id, s.name, sum(l.net_weight_kg) AS kg, sum(l.value) FILTER (WHERE l.currency = 'USD') AS usd, ${UNKNOWN_WEIGHT_COLUMN}
           FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6 LEFT JOIN customs_sectors s ON s.id = h.sector_id
          ${GRAPH_LINES_WHERE}
          GROUP BY h.sector_id, s.name, s.sort_order ORDER BY s.sort_order NULLS LAST`,
        graphParams(request.body),
      );
      return {
        sectors: rows.map((r) => ({
          sectorId: r.sector_id,
          sectorName: r.name,
          tonnes: tonnes(r.kg),
          valueUsd: num(r.usd),
          unknownWeightLines: num(r.unknown_lines),
        })),
      };
    });
  });
};
