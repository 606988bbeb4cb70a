import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, DEMO, login } from '../helpers/login';
import { SECURITY_HEADERS } from '../helpers/security-headers';
import { useTestApp } from '../helpers/test-app';

const hostDist = mkdtempSync(path.join(os.tmpdir(), 'waste-headers-'));
mkdirSync(hostDist, { recursive: true });
writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>host</title>');

describe('security headers (pnpm start: one server for pages and API)', () => {
  const app = useTestApp({ hostDist });
  afterAll(() => rmSync(hostDist, { recursive: true, force: true }));

  it.each(['/', '/signin', '/api/v1/master-data/provinces', '/api/docs/json'])(
    "%s cannot be framed at all, runs no inline or eval'd script, and asks for HTTPS for a year",
    async (url) => {
      const response = await app().inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      // 'unsafe-inline' only for antd's run-time <style> tags, never for scripts.
      expect(csp.split(';').filter((directive) => directive.includes('unsafe-inline'))).toEqual(["style-src 'self' 'unsafe-inline'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  // The router refuses a URL it cannot decode before any hook runs (Fastify's frameworkErrors).
  it.each(['/api/v1/%', '/api/v1/users/%zz', '/%', '/signin/%E0%A4'])(
    'answers the undecodable URL %s with 400 in the error shape, every security header and no-store',
    async (url) => {
      const response = await app().inject({ url });
      expect([response.statusCode, response.json()]).toEqual([400, { message: 'The address is not a valid URL', code: 'BAD_REQUEST' }]);
      const fromPage = await app().inject({ url: '/' });
      for (const name of SECURITY_HEADERS) expect([name, response.headers[name]]).toEqual([name, fromPage.headers[name]]);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('sends every API answer, personal data and errors alike, with no-store', async () => {
    const session = await login(app(), DEMO.admin);
    for (const url of ['/api/v1/users/me', '/api/v1/users/me/profile', '/api/v1/master-data/provinces']) {
      const response = await app().inject({ url, headers: bearer(session.accessToken) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { username: DEMO.admin, password: 'Demo@1234' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect((await app().inject({ url: '/api/v1/users/me' })).headers['cache-control']).toBe('no-store');
  });

  it('lets the public API docs and the pages be cached as before', async () => {
    expect((await app().inject({ url: '/api/docs/json' })).headers['cache-control']).not.toBe('no-store');
    expect((await app().inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});
