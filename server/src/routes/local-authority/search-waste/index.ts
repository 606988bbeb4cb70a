import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localAuthorityScope } from '#auth/policy';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { localAuthorityExists } from '../repository';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { searchWasteRecords } from '../waste-repository';
import { checkSearchDates } from '../waste-rules';
import { searchWasteSchema } from '../waste-schemas';

/** The authority's waste records, paged. */
export const searchWasteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/search-waste', { schema: searchWasteSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const requestedId = request.query.localAuthorityId;
    const id = localAuthorityScope(signedInUser(request), requestedId);
    checkSearchDates(request.body);
    const result = await searchWasteRecords(app.db, id, request.body);
    // Records exist only for existing authorities, so only an empty answer needs the extra look-up.
    if (requestedId !== undefined && result.total === 0 && !(await localAuthorityExists(app.db, id))) {
      throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
    }
    return result;
  });
};
