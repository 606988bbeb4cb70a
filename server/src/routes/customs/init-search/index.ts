import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher } from '#schemas/paging';
import { CUSTOMS_READERS } from '../rules';
import { DEFAULT_SEARCHER, PAGINATION_OPTIONS, SORT_ORDER_OPTIONS } from '../schemas';

export const customsInitSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  const config = { roles: CUSTOMS_READERS };

  app.get(
    '/init-search',
    {
      config,
      schema: {
        summary: 'Choices and defaults of the customs lines search',
        tags: ['customs'],
        response: {
          200: Type.Object({
            paginationOptions: Type.Array(Type.Integer()),
            sortOrderOptions: Type.Array(Type.String()),
            searcher: DefaultSearcher,
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ paginationOptions: PAGINATION_OPTIONS, sortOrderOptions: SORT_ORDER_OPTIONS, searcher: DEFAULT_SEARCHER }),
  );
};
