import { isDatabaseUnreachable } from '#plugins/error-handler';
import { MAX_INPUT_DEPTH } from '#plugins/input-guard';
import { bearer, DEMO, login } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

/** What fuzzing found (issue 16), kept as plain examples. */
describe('input that used to answer 500', () => {
  const app = useTestApp({ apiRateLimitPerMinute: 1_000_000 });
  const json = { 'content-type': 'application/json' };

  it('a body nested thousands of levels deep answers 400 naming where, on a route without a body schema too', async () => {
    for (const url of ['/api/v1/auth/refresh']) {
      const response = await app().inject({ method: 'POST', url, headers: json, payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/must not nest deeper than 32 levels$/);
    }
  });

  it(`nesting up to ${MAX_INPUT_DEPTH} levels is let through to the route`, async () => {
    const nested = `{"a":${'['.repeat(MAX_INPUT_DEPTH - 1)}${']'.repeat(MAX_INPUT_DEPTH - 1)}}`;
    const response = await app().inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: json, payload: nested });
    expect(response.json().code).toBe('REFRESH_FAILED');
  });

  it('a lone surrogate in a name answers 400 naming the field (the audit entry is jsonb, which refuses it)', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: json,
      payload:
        '{"firstName":"\\udfff abc","lastName":"x","email":"lone@example.org","phone":"0771234567","organisation":"Galle MC","password":"Correct-Horse-Battery-9"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'body.firstName must be valid Unicode text' });
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const request = await app().inject({
      method: 'POST',
      url: '/api/v1/local-authority/send-request',
      headers: { ...json, ...bearer(accessToken) },
      payload: '{"header":"\\ud800","description":"x"}',
    });
    expect(request.json()).toMatchObject({ message: 'body.header must be valid Unicode text' });
  });

  it('well-formed text of every plane is not refused', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const header = '‮‏؜⁧ 🗄𘧳𑱂 කොළඹ <b>x</b>';
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/local-authority/send-request',
      headers: bearer(accessToken),
      payload: { header, description: 'd' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().header).toBe(header);
  });
});

describe('which failures mean the database is unreachable (503)', () => {
  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, true],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '57P03', message: 'the database system is starting up' }, true],
    [{ code: '08006', message: 'connection failure' }, true],
    [{ message: 'Connection terminated unexpectedly' }, true],
    [{ message: 'timeout exceeded when trying to connect' }, true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '42P01', message: 'relation "x" does not exist' }, false],
    [{ message: 'Cannot read properties of undefined' }, false],
  ])('%j: %s', (error, unreachable) => {
    expect(isDatabaseUnreachable(error)).toBe(unreachable);
  });
});

describe('what the load bench found', () => {
  // An allowance above the burst, so that every attempt is counted and then cleared by its own success.
  const app = useTestApp({ apiRateLimitPerMinute: 1_000_000, loginMaxFailures: 1000, loginMaxFailuresPerAccount: 1000 });

  it('many sign-ins of one account from one address at once all succeed (a success deleting the attempt counter mid-way answered 500)', async () => {
    const signIn = () =>
      app().inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: { username: DEMO.admin, password: 'Demo@1234' } });
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 24 }, signIn));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    }
  });
});
