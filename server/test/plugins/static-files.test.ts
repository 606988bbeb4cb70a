import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../helpers/test-app';

const root = mkdtempSync(path.join(os.tmpdir(), 'waste-static-'));
const hostDist = path.join(root, 'host-dist');
const releasesDir = path.join(root, 'releases');
const manifestDir = path.join(releasesDir, 'remote-admin', '1.0.0-ab12cd34');
const INDEX = '<!doctype html><title>host</title><div id="root"></div>';

mkdirSync(hostDist, { recursive: true });
mkdirSync(manifestDir, { recursive: true });
writeFileSync(path.join(hostDist, 'index.html'), INDEX);
writeFileSync(path.join(hostDist, 'main.js'), 'console.log("host")');
writeFileSync(path.join(hostDist, 'vendors.0123abcd.js'), 'console.log("vendors")');
writeFileSync(path.join(releasesDir, 'registry.json'), '{"remotes":[]}');
writeFileSync(path.join(manifestDir, 'mf-manifest.json'), '{"name":"remote_admin"}');
writeFileSync(path.join(manifestDir, 'remoteEntry.js'), 'var remote_admin;');
writeFileSync(path.join(manifestDir, 'src_Module.9f8e7d6c5b.js'), 'export {}');

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static files', () => {
  const app = useTestApp({ hostDist, releasesDir });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = (url: string) => app().inject({ url });

  it('serves the host with no-cache on index.html and main.js, and long caching on hashed files', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(INDEX);
    expect(index.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/main.js')).headers['cache-control']).toBe(NO_CACHE);
    const hashed = await get('/vendors.0123abcd.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("falls back to the host's index.html for deep links, but not for missing files", async () => {
    for (const url of ['/dashboard', '/wasteData/view/42', '/signin?next=%2Fdashboard']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    const missing = await get('/missing.3f2a9c1b.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves released remotes and the registry under /remotes with the right caching', async () => {
    const registry = await get('/remotes/registry.json');
    expect(registry.statusCode).toBe(200);
    expect(registry.json()).toEqual({ remotes: [] });
    expect(registry.headers['cache-control']).toBe(NO_CACHE);

    const manifest = await get('/remotes/remote-admin/1.0.0-ab12cd34/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'remote_admin' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/remote-admin/1.0.0-ab12cd34/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/remote-admin/1.0.0-ab12cd34/src_Module.9f8e7d6c5b.js')).headers['cache-control']).toBe(IMMUTABLE);

    const unknown = await get('/remotes/remote-admin/9.9.9/mf-manifest.json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 in the error shape when the registry is missing', async () => {
    renameSync(path.join(releasesDir, 'registry.json'), path.join(releasesDir, 'registry.json.bak'));
    try {
      const response = await get('/remotes/registry.json');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: GET /remotes/registry.json', code: 'NOT_FOUND' });
    } finally {
      renameSync(path.join(releasesDir, 'registry.json.bak'), path.join(releasesDir, 'registry.json'));
    }
  });

  it('answers 503 with a plain text note while the front end is not built', async () => {
    renameSync(path.join(hostDist, 'index.html'), path.join(hostDist, 'index.html.bak'));
    try {
      for (const url of ['/', '/dashboard']) {
        const response = await get(url);
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toContain('text/plain');
        expect(response.body).toContain('front end is not built');
      }
    } finally {
      renameSync(path.join(hostDist, 'index.html.bak'), path.join(hostDist, 'index.html'));
    }
  });
});
