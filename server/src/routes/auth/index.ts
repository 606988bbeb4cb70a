import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { issueRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from '../../auth/refresh-tokens';
import { ALL_ROLES } from '../../auth/roles';
import { recordAudit } from '../../db/audit';
import { invalidCredentials, refreshFailed, unauthenticated } from '../../errors';
import { bearerToken, signedInUser } from '../../plugins/auth';
import { findLoggedUser, findPasswordHash, normalizeEmail } from '../../users/user-repository';
import { authenticateSchema, logoutSchema, refreshSchema } from './schemas';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, passwords, accessTokens, loginThrottle } = app;

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

  app.post('/logout', { schema: logoutSchema, config: { roles: ALL_ROLES } }, async (request, reply) => {
    await revokeRefreshTokenFamily(db, request.body.refresh_token, signedInUser(request).id);
    return reply.code(204).send(null);
  });
};
