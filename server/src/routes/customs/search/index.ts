import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '#schemas/error-response';
import { searchLines } from '../lines-repository';
import { CUSTOMS_READERS } from '../rules';
import { LinesSearcher, LinesSearchResult, TypeQuery } from '../schemas';

const searchLinesSchema = {
  summary: 'Customs lines of one flow by HS code prefix and sector, paged',
  querystring: TypeQuery,
  body: LinesSearcher,
  response: { 200: LinesSearchResult, ...errorResponses(400, 401, 403) },
};

export const customsSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/search', { schema: searchLinesSchema, config: { roles: CUSTOMS_READERS } }, async (request) =>
    searchLines(app.db, { type: request.query.type }, request.body),
  );
};
