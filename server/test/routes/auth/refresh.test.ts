import { hashRefreshToken } from '#auth/refresh-tokens';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const refresh = (token?: string) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/refresh',
  headers: token === undefined ? {} : bearer(token),
});
const REFRESH_FAILED = { message: 'Refresh failed', code: 'REFRESH_FAILED' };

describe('POST /api/v1/auth/refresh', () => {
  const app = useTestApp();

  it('answers a new access token and a new refresh token that both work', async () => {
    const session = await login(app(), DEMO.admin);
    const response = await app().inject(refresh(session.refreshToken));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(body.refresh_token).not.toBe(session.refreshToken);
    const me = await app().inject({ url: '/api/v1/users/me', headers: bearer(body.access_token) });
    expect(me.json().email).toBe('admin@demo.lk');
    expect((await app().inject(refresh(body.refresh_token))).statusCode).toBe(200);
  });

  it('rotates: the old refresh token no longer works', async () => {
    const session = await login(app(), DEMO.admin);
    expect((await app().inject(refresh(session.refreshToken))).statusCode).toBe(200);
    const reused = await app().inject(refresh(session.refreshToken));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(REFRESH_FAILED);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const session = await login(app(), DEMO.customs);
    const other = await login(app(), DEMO.customs);
    const second = (await app().inject(refresh(session.refreshToken))).json().refresh_token;
    const newest = (await app().inject(refresh(second))).json().refresh_token;

    expect((await app().inject(refresh(session.refreshToken))).statusCode).toBe(401);
    expect((await app().inject(refresh(newest))).json()).toEqual(REFRESH_FAILED);
    // Another sign-in of the same user is another family and keeps working.
    expect((await app().inject(refresh(other.refreshToken))).statusCode).toBe(200);

    const { rows } = await app().db.query('SELECT action, entity FROM audit_log WHERE actor_user_id = $1 AND action = $2', [
      session.loggedUser.id,
      'revoke',
    ]);
    expect(rows).toEqual([{ action: 'revoke', entity: 'refresh_token_family' }]);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await app().inject(refresh())).json()).toEqual(REFRESH_FAILED);
    expect((await app().inject(refresh('not-a-token'))).statusCode).toBe(401);
    const session = await login(app(), DEMO.recycler);
    await app().db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashRefreshToken(session.refreshToken),
    ]);
    expect((await app().inject(refresh(session.refreshToken))).json()).toEqual(REFRESH_FAILED);
  });

  it('does not accept an access token as a refresh token', async () => {
    const session = await login(app(), DEMO.admin);
    expect((await app().inject(refresh(session.accessToken))).statusCode).toBe(401);
  });
});
