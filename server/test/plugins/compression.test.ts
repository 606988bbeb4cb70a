import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bearer, DEMO, login } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

const root = mkdtempSync(path.join(os.tmpdir(), 'waste-compress-'));
const hostDist = path.join(root, 'host-dist');
const releasesDir = path.join(root, 'releases');
const release = path.join(releasesDir, 'remote-admin', '1.0.0-ab12cd34');
mkdirSync(hostDist, { recursive: true });
mkdirSync(release, { recursive: true });

// Files as the build writes them, each well over the 1 KB below which nothing is worth compressing.
const script = (name: string) =>
  `/* ${name} */\n` + Array.from({ length: 400 }, (_, i) => `export const value${i} = "${name}-${i}";`).join('\n');
const FILES: Record<string, { dir: string; body: string; cacheControl: string }> = {
  '/index.html': {
    dir: hostDist,
    body: `<!doctype html><title>host</title>${'<meta name="x" content="y">'.repeat(80)}<div id="root"></div>`,
    cacheControl: 'no-cache',
  },
  '/main.js': { dir: hostDist, body: script('main'), cacheControl: 'no-cache' },
  '/5126.1c7001ba45.js': { dir: hostDist, body: script('chunk'), cacheControl: 'public, max-age=31536000, immutable' },
  '/remotes/registry.json': {
    dir: releasesDir,
    body: JSON.stringify({ remotes: Array.from({ length: 40 }, (_, i) => ({ id: `remote-${i}`, routes: ['/dashboard'] })) }),
    cacheControl: 'no-cache',
  },
  '/remotes/remote-admin/1.0.0-ab12cd34/mf-manifest.json': {
    dir: release,
    body: JSON.stringify({ name: 'remote_admin', shared: Array.from({ length: 60 }, (_, i) => ({ name: `pkg-${i}`, version: '1.0.0' })) }),
    cacheControl: 'no-cache',
  },
  '/remotes/remote-admin/1.0.0-ab12cd34/remoteEntry.js': { dir: release, body: script('remoteEntry'), cacheControl: 'no-cache' },
  '/remotes/remote-admin/1.0.0-ab12cd34/__federation_expose_module.e30b9e50d2.js': {
    dir: release,
    body: script('module'),
    cacheControl: 'public, max-age=31536000, immutable',
  },
};
for (const [url, file] of Object.entries(FILES)) writeFileSync(path.join(file.dir, path.basename(url)), file.body);

const DECODERS: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe('compression and caching', () => {
  const app = useTestApp({ hostDist, releasesDir });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describe.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('a browser accepting %s', (acceptEncoding, encoding) => {
    it.each(Object.keys(FILES))(`gets %s as ${encoding}, decoding to the file, with its caching`, async (url) => {
      const response = await app().inject({ url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = response.rawPayload;
      expect(body.length).toBeLessThan(FILES[url].body.length / 2);
      expect(DECODERS[encoding](body).toString('utf8')).toBe(FILES[url].body);
      expect(response.headers['cache-control']).toBe(FILES[url].cacheControl);
    });
  });

  it('sends a deep link (the host page) compressed', async () => {
    const response = await app().inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(FILES['/index.html'].body);
  });

  it('sends API answers compressed and never cached', async () => {
    const session = await login(app(), DEMO.admin);
    const plain = await app().inject({ url: '/api/v1/master-data/provinces', headers: bearer(session.accessToken) });
    const response = await app().inject({
      url: '/api/v1/master-data/provinces',
      headers: { ...bearer(session.accessToken), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a body as it is to a client that takes no compression', async () => {
    const response = await app().inject({ url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(FILES['/main.js'].body);
  });
});
