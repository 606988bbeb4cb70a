import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE } from '#schemas/paging';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { FREQUENCY_TYPES, initWasteSearchSchema, PLASTIC_TYPES } from '../waste-schemas';

/** The waste search's choices. */
export const initWasteSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  const config = { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN };

  app.get('/init-waste-search', { schema: initWasteSearchSchema, config }, async () => ({
    frequencyTypes: [...FREQUENCY_TYPES],
    plasticTypes: [...PLASTIC_TYPES],
    paginationOptions: [10, 25, 50, 100],
    sortOrderOptions: ['ASC', 'DESC'],
    defaultSearcher: { pageStart: 0, pageSize: DEFAULT_PAGE_SIZE, pageSort: 'ASC' },
  }));
};
