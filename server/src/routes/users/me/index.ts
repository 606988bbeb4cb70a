import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '#errors';
import { mailLanguageOf } from '#mail/mail-words';
import { signedInUser } from '#plugins/auth';
import { cancelEmailChangeByOwner, findPendingEmail } from '#users/email-change';
import { findProfile, updatePasswordHash, updateProfile } from '#users/profile-repository';
import { checkNewPassword } from '#users/password-rule';
import { findLoggedUser } from '#users/user-repository';
import { checkCurrentPassword } from './current-password';
import { requestEmailChangeFrom } from './email-change-route';
import { cancelEmailChangeSchema, changePasswordSchema, currentUserSchema, getProfileSchema, updateProfileSchema } from './schemas';

/** The signed-in user's own account: who they are, their profile and their password. */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, passwords } = app;

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
      language: mailLanguageOf(request.headers['accept-language']),
    });
    const profile = await updateProfile(db, id, fields);
    if (!profile) throw unauthenticated();
    return { ...profile, pendingEmail };
  });

  // No password asked: cancelling only takes a way in away, whoever presses it.
  app.delete('/me/email-change', { schema: cancelEmailChangeSchema, config: { signedIn: true } }, async (request, reply) => {
    await cancelEmailChangeByOwner(db, signedInUser(request).id);
    return reply.code(204).send(null);
  });

  app.post('/me/password', { schema: changePasswordSchema, config: { signedIn: true } }, async (request, reply) => {
    const { id } = signedInUser(request);
    await checkCurrentPassword(app, id, request.body.currentPassword);
    await checkNewPassword(db, request.body.newPassword, 'body.newPassword', (await findProfile(db, id)) ?? {});
    await updatePasswordHash(db, id, await passwords.hash(request.body.newPassword), request.sessionId);
    return reply.code(204).send(null);
  });
};
