import { REMOTE_REGISTRY_URL } from '@waste/shared';
import { EARLY_REGISTRY_URL, preloadRemoteEntryOfStoredRole } from '../src/remotes/earlyRemoteEntry';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';

const registry = { remotes: [{ id: 'local-authority', name: 'remote_la', entry: '/remotes/la/1.0.0/remoteEntry.js', roles: ['LOCAL_AUTHORITY'] }] };

// The real load (the entry taken from the cache by the federation runtime) is walked by the e2e suite.
describe('the remote entry of a stored session, fetched before the shell runs', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.replaceChildren();
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(registry) })) as unknown as typeof fetch;
  });

  it('reads the shared package’s registry address', () => {
    expect(EARLY_REGISTRY_URL).toBe(REMOTE_REGISTRY_URL);
  });

  it('preloads the entry of the stored role, and the shell reuses the same registry response', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('loggedUser', JSON.stringify({ defaultRole: 'LOCAL_AUTHORITY' }));
    preloadRemoteEntryOfStoredRole();
    await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
    await Promise.resolve();
    const link = document.head.querySelector('link[rel=preload]');
    expect(link?.getAttribute('href')).toBe('/remotes/la/1.0.0/remoteEntry.js');
    expect(link?.getAttribute('as')).toBe('script');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a session', () => {
    preloadRemoteEntryOfStoredRole();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
  });
});
