import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '#schemas/error-response';
import { searchLines } from '../lines-repository';
import { CUSTOMS_READERS } from '../rules';
import { LinesSearcher, LinesSearchResult, TypeQuery } from '../schemas';

export const customsSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: CUSTOMS_READERS };

  app.post(
    '/search',
    {
      config,
      schema: {
        summary: 'Customs lines of one flow by HS code prefix and sector, paged',
        tags: ['customs'],
        querystring: TypeQuery,
        body: LinesSearcher,
        response: { 200: LinesSearchResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchLines(db, { type: request.query.type }, request.body),
  );
};
