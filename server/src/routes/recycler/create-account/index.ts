import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { notFound } from '#errors';
import { mailLanguageOf } from '#mail/mail-words';
import { signedInUser } from '#plugins/auth';
import { inviteAccount } from '#users/invitation';
import { findRecycler } from '../registry-repository';
import { createAccountSchema } from '../registry-schemas';

/** The sign-in account of a registered recycler; its holder sets the password through a one-time link. */
export const createRecyclerAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, passwords } = app;
  const superAdmin = { roles: [ROLE.SUPER_ADMIN] };

  app.post('/create-account', { schema: createAccountSchema, config: superAdmin }, async (request, reply) => {
    const { recyclerId, ...person } = request.body;
    if (!(await findRecycler(db, recyclerId))) throw notFound(`Recycler ${recyclerId} not found`, 'RECYCLER');
    const language = mailLanguageOf(request.headers['accept-language']);
    const invitation = { db, passwords, mailer: app.mailer, publicUrl: config.publicUrl, log: request.log, language };
    const account = { ...person, roles: [ROLE.RECYCLER], defaultRole: ROLE.RECYCLER, recyclerId };
    const { id, email } = await inviteAccount(invitation, account, signedInUser(request).id);
    return reply.code(201).send({ id, email, linkSent: true });
  });
};
