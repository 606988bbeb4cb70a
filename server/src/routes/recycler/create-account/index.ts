import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import { createResetToken } from '#auth/password-reset';
import { ROLE } from '#auth/roles';
import { emailTaken, notFound } from '#errors';
import { accountInvitationMail } from '#mail/account-mails';
import { sendQuietly } from '#mail/mailer';
import { signedInUser } from '#plugins/auth';
import { insertUser, normalizeEmail } from '#users/user-repository';
import { findRecycler } from '../registry-repository';
import { createAccountSchema } from '../registry-schemas';

/** The sign-in account of a registered recycler; its holder sets the password through a one-time link. */
export const createRecyclerAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, passwords } = app;
  const superAdmin = { roles: [ROLE.SUPER_ADMIN] };

  // No password is chosen, shown or mailed: the account starts with an unusable random one, and its holder
  // sets their own through the password-reset flow's one-time link.
  app.post('/create-account', { schema: createAccountSchema, config: superAdmin }, async (request, reply) => {
    const { recyclerId, ...person } = request.body;
    if (!(await findRecycler(db, recyclerId))) throw notFound(`Recycler ${recyclerId} not found`, 'RECYCLER');
    const unusable = await passwords.hash(randomBytes(32).toString('base64url'));
    const id = await db.transaction((tx) =>
      insertUser(tx, { ...person, roles: [ROLE.RECYCLER], defaultRole: ROLE.RECYCLER, recyclerId }, unusable, signedInUser(request).id),
    );
    if (id === null) throw emailTaken();
    const email = normalizeEmail(person.email);
    const token = await createResetToken(db, id);
    await sendQuietly(app.mailer, accountInvitationMail(email, config.publicUrl, token), request.log);
    return reply.code(201).send({ id, email, linkSent: true });
  });
};
