import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { signedInUser } from '#plugins/auth';
import { findMasterData, saveMasterDataEntry } from './repository';
import { masterDataSchema, saveMasterDataSchema } from './schemas';

/** The four lists a return's lines name: read by recyclers, kept by the super admin. */
export const recyclerMasterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/master-data', { schema: masterDataSchema, config: { roles: [ROLE.RECYCLER, ROLE.SUPER_ADMIN] } }, (request) =>
    findMasterData(app.db, request.query.includeRetired === true && signedInUser(request).roles.includes(ROLE.SUPER_ADMIN)),
  );

  app.post('/save-master-data', { schema: saveMasterDataSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, (request) =>
    saveMasterDataEntry(app.db, signedInUser(request).id, request.body),
  );
};
