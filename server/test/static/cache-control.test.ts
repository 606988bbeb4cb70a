import { cacheControlFor } from '#static/cache-control';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['main.js', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['/remotes/remote-admin/1.0.0-ab12cd34/mf-manifest.json', 'no-cache'],
    ['registry.json', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['vendors.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
    ['/remotes/remote-admin/1.0.0-ab12cd34/__federation_expose_Module.0123456789abcdef.js', 'public, max-age=31536000, immutable'],
    ['styles.abc.css', 'no-cache'],
    ['antd-1.0123456789.css', 'public, max-age=31536000, immutable'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
