import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resetLinkHolder, resetPassword } from '#auth/password-reset';
import { issueRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from '#auth/refresh-tokens';
import { recordAudit } from '#db/audit';
import { accountDisabled, invalidCredentials, refreshFailed, unauthenticated } from '#errors';
import { enqueue } from '#jobs/job-definition';
import { passwordResetMailJob } from '#jobs/password-reset-mail';
import { verificationMailJob } from '#jobs/verification-mail';
import { mailLanguageOf } from '#mail/mail-words';
import { bearerToken, signedInUser } from '#plugins/auth';
import { confirmEmailChange } from '#users/email-change';
import { confirmSignupEmail, emailNotVerified } from '#users/email-verification';
import { checkNewPassword } from '#users/password-rule';
import { findLoggedUser, findPasswordHash, insertUser, normalizeEmail } from '#users/user-repository';
import { domainRoutes } from '../domain-routes';
import {
  authenticateSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  logoutSchema,
  refreshSchema,
  RESEND_VERIFICATION_MESSAGE,
  resendVerificationSchema,
  resetPasswordSchema,
  SIGNUP_MESSAGE,
  signupSchema,
  verifyAccountSchema,
  verifyEmailSchema,
} from './schemas';

const authResource: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, passwords, accessTokens, loginThrottle, addressThrottle } = app;

  app.post('/authenticate', { schema: authenticateSchema, config: { public: true } }, async (request) => {
    const email = normalizeEmail(request.body.username);
    const attempt = await loginThrottle.begin(email, request.ip);
    const account = await findPasswordHash(db, email);
    const passwordMatches = await passwords.verify(account?.passwordHash ?? null, request.body.password);
    if (!account || !passwordMatches) throw invalidCredentials();
    // Said only to whoever knows the password.
    if (account.disabled) throw accountDisabled();
    if (!account.emailVerified) throw emailNotVerified();
    await attempt.succeeded();
    const rememberMe = request.body.rememberMe === true;
    const lifetime = rememberMe ? config.rememberMeRefreshTokenTtlSeconds : config.refreshTokenTtlSeconds;
    const session = await db.transaction(async (tx) => {
      const issued = await issueRefreshToken(tx, account.id, lifetime);
      await recordAudit(tx, { actorUserId: account.id, action: 'sign-in', entity: 'user', entityId: account.id, after: { rememberMe } });
      return issued;
    });
    const loggedUser = await findLoggedUser(db, account.id);
    if (!loggedUser) throw unauthenticated();
    const accessToken = await accessTokens.sign({
      userId: account.id,
      sessionId: session.sessionId,
      sessionVersion: account.sessionVersion,
    });
    return { access_token: accessToken, refresh_token: session.token, logged_user: loggedUser };
  });

  app.post('/refresh', { schema: refreshSchema, config: { public: true } }, async (request) => {
    const presented = bearerToken(request);
    if (!presented) throw refreshFailed();
    const rotated = await rotateRefreshToken(db, presented, config.sessionMaxLifetimeSeconds);
    return { access_token: await accessTokens.sign(rotated), refresh_token: rotated.token };
  });

  app.post('/logout', { schema: logoutSchema, config: { signedIn: true } }, async (request, reply) => {
    await revokeRefreshTokenFamily(db, request.body.refresh_token, signedInUser(request).id);
    return reply.code(204).send(null);
  });

  // The same answer, in the same time, whether or not the address has an account: the mail (a link to prove
  // the address, or word to the owner that it has an account) is the job's, sent after the answer.
  app.post('/signup', { schema: signupSchema, config: { public: true } }, async (request, reply) => {
    await addressThrottle.attempt('signup', request.ip);
    const { password, ...user } = request.body;
    await checkNewPassword(db, password, 'body.password', user);
    const passwordHash = await passwords.hash(password);
    await db.transaction((tx) => insertUser(tx, { ...user, roles: [], defaultRole: null, emailVerified: false }, passwordHash, null));
    await enqueue(app.jobQueue, verificationMailJob, {
      email: normalizeEmail(user.email),
      reason: 'signup',
      language: mailLanguageOf(request.headers['accept-language']),
    });
    return reply.code(202).send({ message: SIGNUP_MESSAGE });
  });

  app.post('/resend-verification', { schema: resendVerificationSchema, config: { public: true } }, async (request, reply) => {
    await addressThrottle.attempt('resend-verification', request.ip);
    await enqueue(app.jobQueue, verificationMailJob, {
      email: normalizeEmail(request.body.email),
      reason: 'resend',
      language: mailLanguageOf(request.headers['accept-language']),
    });
    return reply.code(202).send({ message: RESEND_VERIFICATION_MESSAGE });
  });

  app.post('/verify-account', { schema: verifyAccountSchema, config: { public: true } }, async (request, reply) => {
    await confirmSignupEmail(db, request.body.token);
    return reply.code(204).send(null);
  });

  // Every request does the same work (enqueue the address) and answers before any account is looked up:
  // whether and when a link goes out is the job's (jobs/password-reset-mail.ts).
  app.post('/forgot-password', { schema: forgotPasswordSchema, config: { public: true } }, async (request, reply) => {
    await addressThrottle.attempt('forgot-password', request.ip);
    await enqueue(app.jobQueue, passwordResetMailJob, {
      email: normalizeEmail(request.body.email),
      language: mailLanguageOf(request.headers['accept-language']),
    });
    return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/reset-password', { schema: resetPasswordSchema, config: { public: true } }, async (request, reply) => {
    const holder = await resetLinkHolder(db, request.body.token);
    await checkNewPassword(db, request.body.password, 'body.password', holder ?? {});
    const passwordHash = await passwords.hash(request.body.password);
    await resetPassword(db, request.body.token, passwordHash);
    return reply.code(204).send(null);
  });

  app.post('/verify-email', { schema: verifyEmailSchema, config: { public: true } }, async (request, reply) => {
    await confirmEmailChange(db, request.body.token);
    return reply.code(204).send(null);
  });
};

export const authRoutes = domainRoutes('auth', [authResource]);
