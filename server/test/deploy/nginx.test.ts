import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findRepoRoot } from '#paths';
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
writeFileSync(path.join(html, 'remoteEntry.js'), SCRIPT);
// antd's stylesheet, in hashed parts (the host's build).
writeFileSync(path.join(html, 'antd-1.0123456789.css'), SCRIPT);

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

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('the compose shape: nginx in front of the API', () => {
  const app = useTestApp({ trustProxy: 1, hostDist }, withAddressRoute);
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

  it.each([
    ['/chunk.9876543210.js', 'public, max-age=31536000, immutable'],
    ['/antd-1.0123456789.css', 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js', 'no-cache'],
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
  const behindProxy = useTestApp({ trustProxy: 1 }, withAddressRoute);
  const direct = useTestApp({}, withAddressRoute);
  const ask = (forwarded: string) => ({
    url: '/api/v1/test/address',
    remoteAddress: '10.0.0.9',
    headers: { 'x-forwarded-for': forwarded },
  });

  it('behind one proxy, is the entry the proxy wrote (the last), not what the client put before it', async () => {
    expect((await behindProxy().inject(ask('203.0.113.77, 198.51.100.7'))).json()).toEqual({ ip: '198.51.100.7' });
  });

  it('with no proxy configured, is the connection’s, whatever X-Forwarded-For says', async () => {
    expect((await direct().inject(ask('203.0.113.77'))).json()).toEqual({ ip: '10.0.0.9' });
  });
});
