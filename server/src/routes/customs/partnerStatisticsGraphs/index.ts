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

/** Partners drawn: the chart names each one on its own row; the rest are summed as one. */
export const TOP_PARTNERS = 15;

const partnerGraphsSchema = {
  summary: `Tonnes and value by partner country (every line has one): the ${TOP_PARTNERS} largest by tonnes, then the rest together`,
  body: GraphFilter,
  response: {
    200: Type.Object({
      partners: Type.Array(Type.Object({ partnerCountry: Type.String({ description: 'ISO 3166 alpha-3' }), ...Amount, ...ByFlow })),
      others: Type.Union([Type.Object({ partners: Type.Integer(), ...Amount, ...ByFlow }), Type.Null()], {
        description: `The partners past the first ${TOP_PARTNERS}, summed; null when there are none`,
      }),
    }),
    ...errorResponses(400, 401, 403),
  },
};

export const customsPartnerGraphsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/partnerStatisticsGraphs', { schema: partnerGraphsSchema, config: { roles: CUSTOMS_READERS } }, async (request) => {
    checkYears(request.body);
    return graphAnswer(app.db, `partners ${JSON.stringify(request.body)}`, async () => {
      const { rows } = await app.db.query<AmountRow & { partner_country: string }>(
        `SELECT l.partner_country, ${AMOUNT_COLUMNS} FROM customs_visible_lines l ${GRAPH_LINES_WHERE}
        GROUP BY l.partner_country ORDER BY ${BY_TONNES_DESC}, l.partner_country`,
        graphParams(request.body),
      );
      const partners = rows.slice(0, TOP_PARTNERS).map((r) => ({ partnerCountry: r.partner_country, ...amountOf(r) }));
      const rest = rows.slice(TOP_PARTNERS);
      const sum = (field: keyof AmountRow) => String(rest.reduce((total, r) => total + Number(r[field] ?? 0), 0));
      const others =
        rest.length === 0
          ? null
          : {
              partners: rest.length,
              ...amountOf({
                kg: sum('kg'),
                usd: sum('usd'),
                import_kg: sum('import_kg'),
                export_kg: sum('export_kg'),
                unknown_lines: sum('unknown_lines'),
              }),
            };
      return { partners, others };
    });
  });
};
