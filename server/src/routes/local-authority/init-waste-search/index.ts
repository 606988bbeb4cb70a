import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_SEARCHER, PAGING_CHOICES } from '#schemas/paging';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { FREQUENCY_TYPES, initWasteSearchSchema, PLASTIC_TYPES } from '../waste-schemas';

/** The waste search's choices. */
export const initWasteSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/init-waste-search', { schema: initWasteSearchSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async () => ({
    frequencyTypes: [...FREQUENCY_TYPES],
    plasticTypes: [...PLASTIC_TYPES],
    ...PAGING_CHOICES,
    defaultSearcher: DEFAULT_SEARCHER,
  }));
};
