import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const logout = (refreshToken: string, accessToken?: string) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/logout',
  payload: { refresh_token: refreshToken },
  headers: accessToken ? bearer(accessToken) : {},
});
const refresh = (token: string) => ({ method: 'POST' as const, url: '/api/v1/auth/refresh', headers: bearer(token) });

describe('POST /api/v1/auth/logout', () => {
  const app = useTestApp();

  it('revokes the refresh token and its rotations, and only that sign-in', async () => {
    const session = await login(app(), DEMO.admin);
    const other = await login(app(), DEMO.admin);
    const rotated = (await app().inject(refresh(session.refreshToken))).json().refresh_token;

    const response = await app().inject(logout(rotated, session.accessToken));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await app().inject(refresh(rotated))).statusCode).toBe(401);
    expect((await app().inject(refresh(other.refreshToken))).statusCode).toBe(200);
  });

  it('needs a valid access token', async () => {
    const session = await login(app(), DEMO.customs);
    const response = await app().inject(logout(session.refreshToken));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    expect((await app().inject(refresh(session.refreshToken))).statusCode).toBe(200);
  });

  it("cannot revoke another user's session", async () => {
    const victim = await login(app(), DEMO.recycler);
    const attacker = await login(app(), DEMO.customs);
    expect((await app().inject(logout(victim.refreshToken, attacker.accessToken))).statusCode).toBe(204);
    expect((await app().inject(refresh(victim.refreshToken))).statusCode).toBe(200);
  });
});
