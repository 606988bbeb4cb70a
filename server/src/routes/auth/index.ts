import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createResetToken, resetPassword } from '../../auth/password-reset';
import { issueRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from '../../auth/refresh-tokens';
import { recordAudit } from '../../db/audit';
import { emailTaken, invalidCredentials, refreshFailed, unauthenticated } from '../../errors';
import { bearerToken, signedInUser } from '../../plugins/auth';
import { findLoggedUser, findPasswordHash, insertUser, normalizeEmail } from '../../users/user-repository';
import {
  authenticateSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  logoutSchema,
  refreshSchema,
  resetPasswordSchema,
  signupSchema,
} from './schemas';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, passwords, accessTokens, loginThrottle, addressThrottle } = app;

  app.post('/authenticate', { schema: authenticateSchema, config: { public: true } }, async (request) => {
    const email = normalizeEmail(request.body.username);
    await loginThrottle.check(email, request.ip);
    const account = await findPasswordHash(db, email);
    const passwordMatches = await passwords.verify(account?.passwordHash ?? null, request.body.password);
    if (!account || !passwordMatches) {
      await loginThrottle.recordFailure(email, request.ip);
      throw invalidCredentials();
    }
    await loginThrottle.reset(email);
    const rememberMe = request.body.rememberMe === true;
    const lifetime = rememberMe ? config.rememberMeRefreshTokenTtlSeconds : config.refreshTokenTtlSeconds;
    const refreshToken = await db.transaction(async (tx) => {
      const token = await issueRefreshToken(tx, account.id, lifetime);
      await recordAudit(tx, { actorUserId: account.id, action: 'sign-in', entity: 'user', entityId: account.id, after: { rememberMe } });
      return token;
    });
    const loggedUser = await findLoggedUser(db, account.id);
    if (!loggedUser) throw unauthenticated();
    return { access_token: await accessTokens.sign(account.id), refresh_token: refreshToken, logged_user: loggedUser };
  });

  app.post('/refresh', { schema: refreshSchema, config: { public: true } }, async (request) => {
    const presented = bearerToken(request);
    if (!presented) throw refreshFailed();
    const { userId, token } = await rotateRefreshToken(db, presented);
    return { access_token: await accessTokens.sign(userId), refresh_token: token };
  });

  app.post('/logout', { schema: logoutSchema, config: { signedIn: true } }, async (request, reply) => {
    await revokeRefreshTokenFamily(db, request.body.refresh_token, signedInUser(request).id);
    return reply.code(204).send(null);
  });

  app.post('/signup', { schema: signupSchema, config: { public: true } }, async (request, reply) => {
    await addressThrottle.attempt('signup', request.ip);
    const { password, ...user } = request.body;
    const passwordHash = await passwords.hash(password);
    const id = await db.transaction((tx) => insertUser(tx, { ...user, roles: [], defaultRole: null }, passwordHash, null));
    if (id === null) throw emailTaken();
    return reply.code(201).send({ id });
  });

  app.post('/forgot-password', { schema: forgotPasswordSchema, config: { public: true } }, async (request, reply) => {
    await addressThrottle.attempt('forgot-password', request.ip);
    const email = normalizeEmail(request.body.email);
    const account = await findPasswordHash(db, email);
    if (account) {
      const token = await createResetToken(db, account.id);
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // A failed delivery must not tell the caller that the account exists.
      await app.mailer
        .send({
          to: email,
          subject: 'Reset your password',
          text: `Someone asked to reset the password of your account.

To choose a new password, open this link within 1 hour:
${link}

If it was not you, ignore this mail; your password stays as it is.`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
    }
    return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/reset-password', { schema: resetPasswordSchema, config: { public: true } }, async (request, reply) => {
    const passwordHash = await passwords.hash(request.body.password);
    await resetPassword(db, request.body.token, passwordHash);
    return reply.code(204).send(null);
  });
};
