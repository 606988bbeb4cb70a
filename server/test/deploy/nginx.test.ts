import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findRepoRoot } from '#paths';
import { SECURITY_HEADERS } from '../helpers/security-headers';
import { useTestApp } from '../helpers/test-app';

// The compose shape's nginx (docker/nginx.conf, Debian's /usr/sbin/nginx) in front of a real API server.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DOCKER_DIR = path.join(findRepoRoot(), 'docker');
const root = mkdtempSync(path.join(os.tmpdir(), 'waste-nginx-'));
const html = path.join(root, 'html');
const hostDist = path.join(root, 'host-dist');
const PAGE = '<!doctype html><title>host</title><div id="root"></div>';

for (const folder of [html, path.join(html, 'remotes'), hostDist]) mkdirSync(folder, { recursive: true });
for (const folder of [html, hostDist]) writeFileSync(path.join(folder, 'index.html'), PAGE);
writeFileSync(path.join(html, 'main.js'), 'console.log("host")');
writeFileSync(path.join(html, 'vendors.0123456789.js'), 'console.log("vendors")');
writeFileSync(path.join(html, 'remotes', 'registry.json'), '{"remotes":[]}');
// Big enough (over gzip_min_length) to be compressed: a hashed chunk and the unhashed entry.
const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const value${i} = ${i};`).join('\n');
writeFileSync(path.join(html, 'chunk.9876543210.js'), SCRIPT);
// A hashed chunk with the build's gzip twin (docs/adr/0217): its own marked text, so its body can only be the twin's.
const TWIN_SOURCE = `${SCRIPT}\n// the plain file`;
const TWIN_TEXT = `${SCRIPT}\n// the build's gzip twin`;
writeFileSync(path.join(html, 'twin.5432109876.js'), TWIN_SOURCE);
writeFileSync(path.join(html, 'twin.5432109876.js.gz'), gzipSync(TWIN_TEXT, { level: 9 }));
writeFileSync(path.join(html, 'remoteEntry.js'), SCRIPT);
// The service worker (ADR 0273): a browser must see a new one at once.
writeFileSync(path.join(html, 'sw.js'), SCRIPT);
// antd's stylesheet, in hashed parts (the host's build).
writeFileSync(path.join(html, 'antd-1.0123456789.css'), SCRIPT);
// Files whose names start with a dot are never served: the build's stamp, an editor's or a tool's leftovers.
writeFileSync(path.join(html, '.source-stamp'), 'a1b2c3 built from main');
mkdirSync(path.join(html, 'remotes', 'admin', '1.0.0'), { recursive: true });
writeFileSync(path.join(html, 'remotes', 'admin', '1.0.0', 'remoteEntry.js'), SCRIPT);
writeFileSync(path.join(html, 'remotes', 'admin', '.env'), 'SECRET=1');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function siteConfig(apiPort: number, nginxPort: number): string {
  const site = readFileSync(path.join(DOCKER_DIR, 'nginx.conf'), 'utf8');
  const replaced = site
    .replace('server api:8080;', `server 127.0.0.1:${apiPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`)
    .replace('root /usr/share/nginx/html;', `root ${html};`)
    .replace('access_log /dev/stdout waste_json;', 'access_log off;')
    .replaceAll('/etc/nginx/waste/security-headers.conf', path.join(DOCKER_DIR, 'security-headers.conf'));
  if (replaced === site) throw new Error('docker/nginx.conf changed shape: update this test');
  return replaced;
}

async function untilAnswers(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** A route that answers the client address the server settled on. */
function withAddressRoute(app: FastifyInstance): void {
  app.register(async (routes) =>
    routes.get(
      '/api/v1/test/address',
      { schema: { response: { 200: Type.Object({ ip: Type.String() }) } }, config: { public: true } },
      async (request) => ({
        ip: request.ip,
      }),
    ),
  );
}

describe('the compose shape: nginx in front of the API', () => {
  const app = useTestApp({ trustProxy: ['127.0.0.1'], hostDist }, withAddressRoute);
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const apiPort = await freePort();
    await app().listen({ port: apiPort, host: '127.0.0.1' });
    const nginxPort = await freePort();
    writeFileSync(path.join(root, 'site.conf'), siteConfig(apiPort, nginxPort));
    const temp = (name: string) => `${name}_temp_path ${path.join(root, name)};`;
    writeFileSync(
      path.join(root, 'nginx.conf'),
      `daemon off; master_process off; pid ${path.join(root, 'nginx.pid')}; error_log ${path.join(root, 'error.log')};
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(root, 'site.conf')};
}`,
    );
    nginx = spawn(NGINX, ['-p', root, '-e', path.join(root, 'error.log'), '-c', path.join(root, 'nginx.conf')], { stdio: 'inherit' });
    base = `http://127.0.0.1:${nginxPort}`;
    await untilAnswers(`${base}/`);
  });

  afterAll(() => {
    nginx?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives the API the address nginx saw, never one the client wrote in X-Forwarded-For', async () => {
    for (const forwarded of ['203.0.113.77', '203.0.113.77, 198.51.100.7']) {
      const response = await fetch(`${base}/api/v1/test/address`, { headers: { 'x-forwarded-for': forwarded } });
      expect(await response.json()).toEqual({ ip: '127.0.0.1' });
    }
  });

  it.each(['/', '/signin', '/main.js', '/vendors.0123456789.js', '/remotes/registry.json'])(
    'sends on %s the same security headers as the API server sends on its pages',
    async (url) => {
      const fromServer = await app().inject({ url: '/' });
      const fromNginx = await fetch(`${base}${url}`);
      expect(fromNginx.status).toBe(200);
      for (const name of SECURITY_HEADERS) {
        expect([name, fromNginx.headers.get(name)]).toEqual([name, fromServer.headers[name]]);
      }
      const csp = fromNginx.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(fromNginx.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fromNginx.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  /** Every security header once: nginx's or the API's, never both. */
  const expectSecurityHeaders = async (response: Response) => {
    const fromServer = await app().inject({ url: '/' });
    for (const name of SECURITY_HEADERS) expect([name, response.headers.get(name)]).toEqual([name, fromServer.headers[name]]);
  };

  it.each(['/api/v1/%', '/api/v1/users/%zz', '/%', '/remotes/%', '/main.js%'])(
    'answers the undecodable URL %s with 400 and the security headers',
    async (url) => {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(400);
      await expectSecurityHeaders(response);
    },
  );

  it.each(['/.source-stamp', '/remotes/admin/.env', '/.git/config', '/remotes/.hidden/remoteEntry.js', '/.well-known/x.json'])(
    'answers a dot file %s with 404, never the file or the page',
    async (url) => {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('built from main');
      expect(body).not.toContain('SECRET');
      expect(body).not.toContain(PAGE);
      await expectSecurityHeaders(response);
    },
  );

  it.each([
    '/remotes/missing.js',
    '/remotes/admin/9.9.9/remoteEntry.js',
    '/remotes/admin/1.0.0/chunk.0123456789.js',
    '/remotes/admin/',
    '/remotes/x',
  ])('answers a missing file %s under /remotes/ with 404, not the page', async (url) => {
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(PAGE);
    await expectSecurityHeaders(response);
  });

  it("sends a static file's gzip twin from the build as is, cached like the file", async () => {
    const response = await fetch(`${base}/twin.5432109876.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(TWIN_TEXT);
  });

  it('still serves a remote release and keeps its entry uncached', async () => {
    const response = await fetch(`${base}/remotes/admin/1.0.0/remoteEntry.js`);
    expect([response.status, response.headers.get('cache-control'), await response.text()]).toEqual([200, 'no-cache', SCRIPT]);
  });

  it.each([
    ['/chunk.9876543210.js', 'public, max-age=31536000, immutable'],
    ['/antd-1.0123456789.css', 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js', 'no-cache'],
    ['/sw.js', 'no-cache'],
  ])('sends %s gzipped, decoding to the file, with Cache-Control %s', async (url, cacheControl) => {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends the API answers with one set of security headers (the server’s) and no-store', async () => {
    const response = await fetch(`${base}/api/v1/test/address`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')?.split(',')).toHaveLength(1);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('hands the API its own request id, never the one a client chose, and the API answers it', async () => {
    const response = await fetch(`${base}/api/v1/test/address`, { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the readiness probe through nginx', async () => {
    const response = await fetch(`${base}/api/health/ready`);
    expect([response.status, await response.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
  });
});

describe('the client address without nginx', () => {
  // The compose shape: the API believes X-Forwarded-For only from nginx's own address (TRUST_PROXY).
  const behindProxy = useTestApp({ trustProxy: ['10.207.37.10'] }, withAddressRoute);
  const direct = useTestApp({}, withAddressRoute);
  const ask = (remoteAddress: string, forwarded: string, requestId?: string) => ({
    url: '/api/v1/test/address',
    remoteAddress,
    headers: { 'x-forwarded-for': forwarded, ...(requestId ? { 'x-request-id': requestId } : {}) },
  });

  it('from the proxy, is the entry the proxy wrote (the last), not what the client put before it', async () => {
    expect((await behindProxy().inject(ask('10.207.37.10', '203.0.113.77, 198.51.100.7'))).json()).toEqual({ ip: '198.51.100.7' });
  });

  it('from any other address, is the connection’s, whatever X-Forwarded-For says', async () => {
    for (const peer of ['10.207.37.11', '127.0.0.1', '203.0.113.9'])
      expect((await behindProxy().inject(ask(peer, '10.207.37.10'))).json()).toEqual({ ip: peer });
  });

  it('takes a request id only from the proxy', async () => {
    const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    expect((await behindProxy().inject(ask('10.207.37.10', '198.51.100.7', id))).headers['x-request-id']).toBe(id);
    expect((await behindProxy().inject(ask('10.207.37.11', '198.51.100.7', id))).headers['x-request-id']).not.toBe(id);
  });

  it('with no proxy configured, is the connection’s, whatever X-Forwarded-For says', async () => {
    expect((await direct().inject(ask('10.0.0.9', '203.0.113.77'))).json()).toEqual({ ip: '10.0.0.9' });
  });
});
