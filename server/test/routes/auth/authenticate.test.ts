import { hashRefreshToken } from '#auth/refresh-tokens';
import { DEMO, login } from '#test/helpers/login';
import { COLOMBO_MC_SESSION } from '#test/helpers/seeded-authorities';
import { useTestApp } from '#test/helpers/test-app';

const authenticate = (payload: unknown) => ({ method: 'POST' as const, url: '/api/v1/auth/authenticate', payload: payload as object });

describe('POST /api/v1/auth/authenticate', () => {
  const app = useTestApp();

  it('signs in and answers the tokens and the logged user', async () => {
    const response = await app().inject(authenticate({ username: DEMO.colomboMc, password: 'Demo@1234' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.logged_user).toEqual({
      id: expect.any(String),
      firstName: 'Fathima',
      lastName: 'Rizwan',
      email: 'colombo.mc@demo.lk',
      defaultRole: '003',
      roles: ['003'],
      selectedLocalAuthority: COLOMBO_MC_SESSION,
      selectedRecycler: null,
    });
  });

  it('treats the email case-insensitively', async () => {
    const session = await login(app(), '  Colombo.MC@Demo.lk ');
    expect(session.loggedUser.email).toBe('colombo.mc@demo.lk');
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown email alike', async () => {
    const wrongPassword = await app().inject(authenticate({ username: DEMO.admin, password: 'Demo@12345' }));
    const unknownEmail = await app().inject(authenticate({ username: 'nobody@demo.lk', password: 'Demo@1234' }));
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('keeps the session 7 days, or 30 with rememberMe', async () => {
    const short = await login(app(), DEMO.customs);
    const long = await app().inject(authenticate({ username: DEMO.customs, password: 'Demo@1234', rememberMe: true }));
    const { rows } = await app().db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
         FROM refresh_tokens WHERE token_hash IN ($1, $2) ORDER BY days`,
      [hashRefreshToken(short.refreshToken), hashRefreshToken(long.json().refresh_token)],
    );
    expect(rows.map((row) => row.days)).toEqual([7, 30]);
  });

  it('answers 400 naming the field for bad input, and drops unknown properties', async () => {
    const missing = await app().inject(authenticate({ username: DEMO.admin }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'body.password is required', code: 'VALIDATION_FAILED' });

    const empty = await app().inject(authenticate({ username: '', password: 'x' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^body\.username /);

    const extra = await app().inject(authenticate({ username: DEMO.admin, password: 'Demo@1234', role: '005' }));
    expect(extra.statusCode).toBe(200);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('records sign-ins in the audit log', async () => {
    const session = await login(app(), DEMO.recycler);
    const { rows } = await app().db.query('SELECT action, entity FROM audit_log WHERE actor_user_id = $1', [session.loggedUser.id]);
    expect(rows).toContainEqual({ action: 'sign-in', entity: 'user' });
  });
});
