import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { useTestApp } from '../helpers/test-app';

// The build writes a .br and a .gz twin beside each file (docs/adr/0217-static-files-precompressed.md). Each
// twin here encodes a text of its own, so a body that decodes to it can only have come from that twin.
const root = mkdtempSync(path.join(os.tmpdir(), 'waste-precompressed-'));
const hostDist = path.join(root, 'host-dist');
const releasesDir = path.join(root, 'releases');
const release = path.join(releasesDir, 'remote-admin', '1.0.0-ab12cd34');
mkdirSync(hostDist, { recursive: true });
mkdirSync(release, { recursive: true });

const text = (name: string) => `/* ${name} */\n` + Array.from({ length: 300 }, (_, i) => `export const v${i} = "${name}-${i}";`).join('\n');

/** Writes a file and its twins; returns the bytes each twin holds. */
function writeWithTwins(dir: string, name: string, body: string) {
  writeFileSync(path.join(dir, name), body);
  const br = brotliCompressSync(`${body}\n/* br twin */`);
  const gzip = gzipSync(`${body}\n/* gz twin */`);
  writeFileSync(path.join(dir, `${name}.br`), br);
  writeFileSync(path.join(dir, `${name}.gz`), gzip);
  return { body, br, gzip };
}

const CHUNK = writeWithTwins(hostDist, 'shell-vendors.0123abcd45.js', text('chunk'));
const PAGE = writeWithTwins(hostDist, 'index.html', `<!doctype html><title>host</title>${'<meta name="x" content="y">'.repeat(80)}`);
const REMOTE_CHUNK = writeWithTwins(release, 'src_Module.9f8e7d6c5b.js', text('remote'));
const WITHOUT_TWINS = text('main');
writeFileSync(path.join(hostDist, 'main.js'), WITHOUT_TWINS);

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('files the build compressed', () => {
  const app = useTestApp({ hostDist, releasesDir });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app().inject({ url, headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding } });

  it.each([
    ['br, gzip', 'br', 'br'],
    ['gzip, deflate', 'gzip', 'gzip'],
  ] as const)('go to a browser accepting %s as the %s twin, byte for byte, with their caching', async (accept, encoding, twin) => {
    for (const [url, file] of [
      ['/shell-vendors.0123abcd45.js', CHUNK],
      ['/remotes/remote-admin/1.0.0-ab12cd34/src_Module.9f8e7d6c5b.js', REMOTE_CHUNK],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.equals(file[twin])).toBe(true);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('go as the plain file to a client that takes no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/shell-vendors.0123abcd45.js', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(CHUNK.body);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('keep the page no-cache, for / and for a deep link', async () => {
    for (const url of ['/', '/index.html', '/dashboard']) {
      const response = await get(url, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.equals(PAGE.br)).toBe(true);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('have an ETag of their own, which a revalidation matches', async () => {
    const br = await get('/index.html', 'br');
    const plain = await get('/index.html', 'identity');
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await get('/index.html', 'br', { 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('leave a file without twins compressed per request', async () => {
    const response = await get('/main.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(WITHOUT_TWINS);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
