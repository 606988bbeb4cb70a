import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkNewPassword } from '#auth/common-passwords';
import { ROLE } from '#auth/roles';
import { emailTaken, unauthenticated } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findProfile, updatePasswordHash, updateProfile } from '#users/profile-repository';
import { emailIsTaken, findLoggedUser, insertUser } from '#users/user-repository';
import { findPendingEmail } from '#users/email-change';
import { checkNewAccount } from './new-account-rules';
import { checkCurrentPassword } from './current-password';
import { requestEmailChangeFrom } from './email-change-route';
import { changePasswordSchema, createUserSchema, currentUserSchema, getProfileSchema, updateProfileSchema } from './schemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, passwords } = app;

  app.post('', { schema: createUserSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, async (request, reply) => {
    const { password, ...account } = request.body;
    await checkNewAccount(db, account);
    checkNewPassword(password, 'body.password');
    // Checked first only to spare the hashing; insertUser decides, also against a concurrent sign-up.
    if (await emailIsTaken(db, account.email)) throw emailTaken();
    const passwordHash = await passwords.hash(password);
    const id = await db.transaction((tx) => insertUser(tx, account, passwordHash, signedInUser(request).id));
    if (id === null) throw emailTaken();
    const user = await findLoggedUser(db, id);
    if (!user) throw new Error('The created user is missing');
    return reply.code(201).send(user);
  });

  app.get('/me', { schema: currentUserSchema, config: { signedIn: true } }, async (request) => {
    const user = await findLoggedUser(db, signedInUser(request).id);
    if (!user) throw unauthenticated();
    return user;
  });

  app.get('/me/profile', { schema: getProfileSchema, config: { signedIn: true } }, async (request) => {
    const { id } = signedInUser(request);
    const profile = await findProfile(db, id);
    if (!profile) throw unauthenticated();
    return { ...profile, pendingEmail: await findPendingEmail(db, id) };
  });

  app.put('/me/profile', { schema: updateProfileSchema, config: { signedIn: true } }, async (request) => {
    const { id } = signedInUser(request);
    const { email, currentPassword, ...fields } = request.body;
    const current = await findProfile(db, id);
    if (!current) throw unauthenticated();
    const pendingEmail = await requestEmailChangeFrom(app, request.log, {
      userId: id,
      currentEmail: current.email,
      newEmail: email,
      currentPassword,
    });
    const profile = await updateProfile(db, id, fields);
    if (!profile) throw unauthenticated();
    return { ...profile, pendingEmail };
  });

  app.post('/me/password', { schema: changePasswordSchema, config: { signedIn: true } }, async (request, reply) => {
    const { id } = signedInUser(request);
    await checkCurrentPassword(app, id, request.body.currentPassword);
    checkNewPassword(request.body.newPassword, 'body.newPassword');
    await updatePasswordHash(db, id, await passwords.hash(request.body.newPassword), request.sessionId);
    return reply.code(204).send(null);
  });
};
