import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { bearer, DEMO } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

describe('JSON logs and the request id', () => {
  const lines: string[] = [];
  const app = useTestApp({ logLevel: 'debug' }, undefined, { logStream: { write: (line) => void lines.push(line) } });

  it('carries each request’s id to its log lines, its answer and the audit entry it writes', async () => {
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { username: DEMO.admin, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const requestId = String(signIn.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const { rows } = await app().db.query<{ request_id: string }>(
      "SELECT request_id FROM audit_log WHERE action = 'sign-in' ORDER BY id DESC LIMIT 1",
    );
    expect(rows).toEqual([{ request_id: requestId }]);
    const ofRequest = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('ignores an X-Request-Id the client sent when no trusted proxy sets it', async () => {
    const response = await app().inject({ url: '/api/health/live', headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-the-client');
  });

  it('writes no password, token, email or query string to any line', async () => {
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { username: DEMO.customs, password: DEMO_PASSWORD },
    });
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json() as { access_token: string; refresh_token: string };
    await app().inject({ url: `/api/v1/users/me?search=${encodeURIComponent(DEMO.recycler)}`, headers: bearer(accessToken) });
    await app().inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: refreshToken },
      headers: bearer(accessToken),
    });
    await app().inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: { username: DEMO.recycler, password: 'Wrong@1234' } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of [
      DEMO_PASSWORD,
      'Wrong@1234',
      accessToken,
      refreshToken,
      DEMO.customs,
      DEMO.recycler,
      encodeURIComponent(DEMO.recycler),
      'search=',
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});
