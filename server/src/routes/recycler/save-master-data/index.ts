import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { signedInUser } from '#plugins/auth';
import { saveMasterDataEntry } from '../master-data-repository';
import { saveMasterDataSchema } from '../master-data-schemas';

/** The super admin adds, renames or retires an entry of the lists. */
export const saveMasterDataRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/save-master-data', { schema: saveMasterDataSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, (request) =>
    saveMasterDataEntry(app.db, signedInUser(request).id, request.body),
  );
};
