import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALL_ROLES } from '../../auth/roles';
import { unauthenticated } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import { findLoggedUser } from '../../users/user-repository';
import { currentUserSchema } from './schemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', { schema: currentUserSchema, config: { roles: ALL_ROLES } }, async (request) => {
    const user = await findLoggedUser(app.db, signedInUser(request).id);
    if (!user) throw unauthenticated();
    return user;
  });
};
