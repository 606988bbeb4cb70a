import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { notFound } from '#errors';
import { findRecycler } from '../registry-repository';
import { viewRecyclerSchema } from '../registry-schemas';

/** One recycler of the registry. */
export const viewRecyclerRoute: FastifyPluginAsyncTypebox = async (app) => {
  const superAdmin = { roles: [ROLE.SUPER_ADMIN] };

  app.get('/view/:id', { schema: viewRecyclerSchema, config: superAdmin }, async (request) => {
    const recycler = await findRecycler(app.db, request.params.id);
    if (!recycler) throw notFound(`Recycler ${request.params.id} not found`, 'RECYCLER');
    return recycler;
  });
};
