import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { DEFAULT_SEARCHER, DefaultSearcher, PAGING_CHOICES, PagingChoices } from '#schemas/paging';
import { CUSTOMS_READERS } from '../rules';

const initSearchSchema = {
  summary: 'Choices and defaults of the customs lines search',
  response: { 200: Type.Object({ ...PagingChoices, searcher: DefaultSearcher }), ...errorResponses(401, 403) },
};

export const customsInitSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/init-search', { schema: initSearchSchema, config: { roles: CUSTOMS_READERS } }, async () => ({
    ...PAGING_CHOICES,
    searcher: DEFAULT_SEARCHER,
  }));
};
