import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import { createAccessTokens, type AccessTokens } from '../auth/access-token';
import { AddressThrottle } from '../auth/address-throttle';
import { LoginThrottle } from '../auth/login-throttle';
import { hasAnyRole, type SignedInUser } from '../auth/policy';
import type { RoleCode } from '../auth/roles';
import { signedInUsers } from '../auth/signed-in-users';
import { openBookkeepingDatabase } from '../db/open-database';
import { getOrCreateSetting } from '../db/settings';
import { isUuid } from '../db/uuid';
import { forbidden, unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: a user holding any of these roles. Every /api/v1 route declares it... */
    roles?: readonly RoleCode[];
    /** ...or lets any signed-in user call it, also one holding no role yet (a new sign-up)... */
    signedIn?: boolean;
    /** ...or says it needs no signed-in user at all. */
    public?: boolean;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    loginThrottle: LoginThrottle;
    addressThrottle: AddressThrottle;
  }
  interface FastifyRequest {
    signedInUser: SignedInUser | null;
    /** The sign-in (refresh token family) the access token belongs to. */
    sessionId: string | null;
  }
}

const PROTECTED_PREFIX = '/api/v1/';
const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The caller of a protected route; the auth hooks guarantee there is one. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.signedInUser) throw unauthenticated();
  return request.signedInUser;
}

function append<T>(existing: T | T[] | undefined, hook: T): T[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

export const authPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const secret = config.jwtSecret ?? (await getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
    const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
    app.decorate('accessTokens', accessTokens);
    const bookkeeping = await openBookkeepingDatabase(db, (error) => app.log.warn({ err: error }, 'idle database connection failed'));
    if (bookkeeping !== db) app.addHook('onClose', () => bookkeeping.close());
    app.decorate('loginThrottle', new LoginThrottle(bookkeeping, config));
    app.decorate(
      'addressThrottle',
      new AddressThrottle(bookkeeping, { max: config.loginMaxFailuresPerAddress, windowSeconds: config.loginWindowSeconds }),
    );
    app.decorateRequest('signedInUser', null);
    app.decorateRequest('sessionId', null);
    const findSignedInUser = signedInUsers(db);

    const authenticate: onRequestHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      const { userId, sessionId, sessionVersion } = await accessTokens.verify(token);
      const found = isUuid(userId) ? await findSignedInUser(userId) : null;
      // An older version: the user signed out, changed or reset the password, or a refresh token was reused.
      if (!found || found.sessionVersion !== sessionVersion) throw unauthenticated();
      request.signedInUser = found.user;
      request.sessionId = sessionId;
    };

    const authorize =
      (roles: readonly RoleCode[]): preHandlerHookHandler =>
      async (request) => {
        if (!hasAnyRole(signedInUser(request), roles)) throw forbidden();
      };

    // Checked when a route is added, so a route that forgot its roles stops the server from starting.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith(PROTECTED_PREFIX)) return;
      const { roles, signedIn, public: isPublic } = route.config ?? {};
      if (isPublic) return;
      if (signedIn) {
        if (roles) throw new Error(`Route ${String(route.method)} ${route.url} declares both config.signedIn and config.roles`);
        route.onRequest = append(route.onRequest, authenticate);
        return;
      }
      if (!roles || roles.length === 0) {
        throw new Error(`Route ${String(route.method)} ${route.url} must declare config.roles or config.public (or config.signedIn)`);
      }
      route.onRequest = append(route.onRequest, authenticate);
      route.preHandler = append(route.preHandler, authorize(roles));
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
