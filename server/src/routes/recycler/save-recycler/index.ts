import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { signedInUser } from '#plugins/auth';
import { saveRecycler } from '../registry-repository';
import { saveRecyclerSchema } from '../registry-schemas';

/** The super admin registers a recycler or edits one in the registry. */
export const saveRecyclerRoute: FastifyPluginAsyncTypebox = async (app) => {
  const superAdmin = { roles: [ROLE.SUPER_ADMIN] };

  app.post('/save-recycler', { schema: saveRecyclerSchema, config: superAdmin }, (request) =>
    saveRecycler(app.db, signedInUser(request).id, request.body),
  );
};
