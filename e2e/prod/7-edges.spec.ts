import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 37 item 11, through nginx: headers on a refused address, no dot files, no page for a missing remote
// file, and a client's X-Forwarded-For never taken for its address.
const BASE = process.env.PROD_BASE_URL as string;
const STAMP = readFileSync(join(fileURLToPath(new URL('../..', import.meta.url)), 'host', 'dist', '.source-stamp'), 'utf8').trim();

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp.split(',')).toHaveLength(1);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
}

// fetch, not Playwright's request: it sends the address as written, undecodable parts included.
for (const url of ['/api/v1/%', '/api/v1/users/%zz', '/%'])
  test(`${url} is refused with 400 and the security headers`, async () => {
    const response = await fetch(`${BASE}${url}`);
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

for (const url of ['/.source-stamp', '/remotes/.registry.json.swp', '/.git/config'])
  test(`the dot file ${url} is not served`, async () => {
    const response = await fetch(`${BASE}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(STAMP);
    expectSecurityHeaders(response);
  });

for (const url of ['/remotes/missing.js', '/remotes/remote-customs/0.0.0-none/remoteEntry.js', '/remotes/remote-customs/'])
  test(`the missing remote file ${url} is 404, not the page`, async () => {
    const response = await fetch(`${BASE}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    expectSecurityHeaders(response);
  });

test('a client that writes X-Forwarded-For is still counted at the address nginx saw', async () => {
  // Five wrong passwords for one (made-up) account, each claiming another address: had the API believed
  // them, each would be a first failure; counted at nginx's address, the sixth waits.
  const username = `xff.probe.${Date.now()}@example.invalid`;
  const attempt = (address: string) =>
    fetch(`${BASE}/api/v1/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password: 'not the password' }),
    });
  for (let i = 1; i <= 5; i += 1) expect((await attempt(`203.0.113.${i}`)).status).toBe(401);
  expect((await attempt('203.0.113.99')).status).toBe(429);
});
