import { setTimeout } from 'node:timers/promises';
import { SignJWT } from 'jose';
import { Type } from 'typebox';
import { bearer, DEMO, login } from '../helpers/login';
import { startsWithRoute } from '../helpers/starts-with-route';
import { useTestApp } from '../helpers/test-app';
import { SIGNED_IN_USER_TTL_MS } from '#auth/signed-in-users';
import { markEmailVerified } from '#test/mail/run-mail-jobs';

const SOME_SESSION = '00000000-0000-4000-8000-000000000001';
const UNAUTHENTICATED = { message: 'Authentication required', code: 'UNAUTHENTICATED' };
const provinces = (headers: Record<string, string> = {}) => ({ url: '/api/v1/master-data/provinces', headers });

describe('access tokens on /api/v1 routes', () => {
  const app = useTestApp();

  it('answers 401 without a token, or with a malformed one', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('not.a.jwt'), bearer('garbage')]) {
      const response = await app().inject(provinces(headers));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('answers 401 Token expired for an expired token', async () => {
    const session = await login(app(), DEMO.admin);
    const anHourAgo = new Date(Date.now() - 3600 * 1000);
    const expired = await app().accessTokens.sign({ userId: session.loggedUser.id, sessionId: SOME_SESSION, sessionVersion: 0 }, anHourAgo);
    const response = await app().inject(provinces(bearer(expired)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired', code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token signed with another secret or for a user that no longer exists', async () => {
    const session = await login(app(), DEMO.customs);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.loggedUser.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await app().inject(provinces(bearer(forged)))).json()).toEqual(UNAUTHENTICATED);

    const ghost = await app().accessTokens.sign({
      userId: '00000000-0000-4000-8000-000000000000',
      sessionId: SOME_SESSION,
      sessionVersion: 0,
    });
    expect((await app().inject(provinces(bearer(ghost)))).json()).toEqual(UNAUTHENTICATED);
  });

  it('accepts a valid token', async () => {
    const session = await login(app(), DEMO.recycler);
    expect((await app().inject(provinces(bearer(session.accessToken)))).statusCode).toBe(200);
  });

  it('still ends a token it verified before at its expiry', async () => {
    const session = await login(app(), DEMO.recycler);
    const { rows } = await app().db.query<{ v: number }>('SELECT session_version AS v FROM users WHERE id = $1', [session.loggedUser.id]);
    // Issued so that it expires within two seconds.
    const issuedAt = new Date(Date.now() - (app().config.accessTokenTtlSeconds - 2) * 1000);
    const token = await app().accessTokens.sign(
      { userId: session.loggedUser.id, sessionId: SOME_SESSION, sessionVersion: rows[0].v },
      issuedAt,
    );
    expect((await app().inject(provinces(bearer(token)))).statusCode).toBe(200);
    await setTimeout(3_000);
    expect((await app().inject(provinces(bearer(token)))).json()).toEqual({ message: 'Token expired', code: 'TOKEN_EXPIRED' });
  });

  it('sees a change another process made to the caller within SIGNED_IN_USER_TTL_MS', async () => {
    const session = await login(app(), DEMO.admin);
    const me = () => app().inject({ url: '/api/v1/users/me', headers: bearer(session.accessToken) });
    expect((await me()).statusCode).toBe(200);
    // Written around the app, as another API process would: this process has no word of it.
    await app().db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [session.loggedUser.id]);
    await setTimeout(SIGNED_IN_USER_TTL_MS + 1);
    try {
      expect((await me()).json()).toEqual(UNAUTHENTICATED);
    } finally {
      await app().db.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [session.loggedUser.id]);
    }
  });
});

describe('route role declarations', () => {
  it('stop the app from starting when a /api/v1 route declares no roles', async () => {
    await expect(
      startsWithRoute((routes) => routes.get('/api/v1/forgotten', { schema: { response: { 200: Type.Object({}) } } }, async () => ({}))),
    ).rejects.toThrow('Route GET /api/v1/forgotten must declare config.roles or config.public');
  });
});

describe('the any-signed-in-user marker', () => {
  const app = useTestApp();

  it('lets a user with no role call the personal routes, while role routes still answer 403', async () => {
    const payload = {
      firstName: 'Role',
      lastName: 'Less',
      email: 'roleless@example.com',
      phone: '0771234567',
      organisation: 'Ministry of Environment',
      password: 'roleless password',
    };
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload })).statusCode).toBe(202);
    await markEmailVerified(app(), payload.email);
    const session = await login(app(), payload.email, payload.password);
    const headers = bearer(session.accessToken);
    for (const url of [
      '/api/v1/users/me',
      '/api/v1/users/me/profile',
      '/api/v1/calendar/events?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z',
    ]) {
      expect((await app().inject({ url, headers })).statusCode).toBe(200);
    }
    expect((await app().inject({ url: '/api/v1/local-authority/get-la-info', headers })).statusCode).toBe(403);
    expect((await app().inject({ method: 'POST', url: '/api/v1/local-authority/search-la', payload: {}, headers })).statusCode).toBe(403);
  });

  it('cannot be combined with roles', async () => {
    await expect(
      startsWithRoute((routes) =>
        routes.get(
          '/api/v1/both',
          { schema: { response: { 200: Type.Object({}) } }, config: { signedIn: true, roles: ['001'] } },
          async () => ({}),
        ),
      ),
    ).rejects.toThrow('Route GET /api/v1/both declares both config.signedIn and config.roles');
  });
});
