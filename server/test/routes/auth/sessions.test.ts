import { rotateRefreshToken } from '#auth/refresh-tokens';
import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { runMailJobs } from '#test/mail/run-mail-jobs';
import { bearer, DEMO, login, logout, type Session } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const DAY = 24 * 3600 * 1000;

describe('ending sessions', () => {
  const mailer = capturingMailer();
  const app = useTestApp({}, undefined, { mailer });
  const me = (session: Pick<Session, 'accessToken'>) => app().inject({ url: '/api/v1/users/me', headers: bearer(session.accessToken) });
  const refresh = (refreshToken: string) => app().inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(refreshToken) });

  it('a password change ends every other session (refresh and access tokens) and keeps this one after a refresh', async () => {
    const other = await login(app(), DEMO.customs);
    const current = await login(app(), DEMO.customs);
    const changed = await app().inject({
      method: 'POST',
      url: '/api/v1/users/me/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'a changed password' },
      headers: bearer(current.accessToken),
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(401);
    const renewed = await refresh(current.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me({ accessToken: renewed.json().access_token })).statusCode).toBe(200);
  });

  it('sign-out stops its access token at once', async () => {
    const session = await login(app(), DEMO.recycler);
    expect((await logout(app(), session)).statusCode).toBe(204);
    expect((await me(session)).json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('a reused refresh token stops the access tokens too', async () => {
    const session = await login(app(), DEMO.admin);
    const first = await refresh(session.refreshToken);
    expect((await me({ accessToken: first.json().access_token })).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me({ accessToken: first.json().access_token })).statusCode).toBe(401);
  });

  it('a password reset stops the access tokens too', async () => {
    const session = await login(app(), DEMO.colomboMc);
    await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: DEMO.colomboMc } });
    await runMailJobs(app(), mailer);
    const token = mailer.lastResetToken(DEMO.colomboMc);
    const reset = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a reset password' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime, however often it is refreshed', async () => {
    const session = await login(app(), DEMO.superAdmin);
    const maxLifetimeSeconds = 30 * 24 * 3600;
    const start = Date.now();
    let token = session.refreshToken;
    for (const day of [6, 12, 18, 24, 29]) {
      token = (await rotateRefreshToken(app().db, token, maxLifetimeSeconds, new Date(start + day * DAY))).token;
    }
    await expect(rotateRefreshToken(app().db, token, maxLifetimeSeconds, new Date(start + 30 * DAY + 1000))).rejects.toThrow(
      'Refresh failed',
    );
  });
});
