import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { signedInUser } from '#plugins/auth';
import { findMasterData } from '../master-data-repository';
import { masterDataSchema } from '../master-data-schemas';

/** The four lists a return's lines name, read by recyclers; the super admin also sees retired entries. */
export const recyclerMasterDataRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/master-data', { schema: masterDataSchema, config: { roles: [ROLE.RECYCLER, ROLE.SUPER_ADMIN] } }, (request) =>
    findMasterData(app.db, request.query.includeRetired === true && signedInUser(request).roles.includes(ROLE.SUPER_ADMIN)),
  );
};
