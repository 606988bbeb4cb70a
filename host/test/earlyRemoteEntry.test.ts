import { REMOTE_REGISTRY_URL } from '@waste/shared';
import {
  EARLY_REGISTRY_URL,
  lastRemoteOfStoredSession,
  listsPath,
  preloadRemoteEntry,
  remoteOfStoredSession,
} from '../src/remotes/earlyRemoteEntry';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';

const registry = {
  remotes: [
    {
      id: 'local-authority',
      name: 'remote_la',
      entry: '/remotes/la/1.0.0/mf-manifest.json',
      roles: ['003'],
      routes: ['/dashboard', '/wasteData/view/:id'],
    },
  ],
};

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
    localStorage.setItem('loggedUser', JSON.stringify({ defaultRole: '003' }));
    window.history.pushState({}, '', '/dashboard');
    const remote = remoteOfStoredSession();
    await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
    preloadRemoteEntry((await remote)!);
    const link = document.head.querySelector('link[rel=preload]');
    expect(link?.getAttribute('href')).toBe('/remotes/la/1.0.0/mf-manifest.json');
    expect(link?.getAttribute('as')).toBe('fetch');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    // Kept for the next load's first frame, which then needs no request.
    expect(lastRemoteOfStoredSession()).toEqual(registry.remotes[0]);
  });

  it('finds no remote on an address the remote does not list (the shell decides that 404 without a remote)', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('loggedUser', JSON.stringify({ defaultRole: '003' }));
    window.history.pushState({}, '', '/sampath-piyasa/nothing-here');
    await expect(remoteOfStoredSession()).resolves.toBeNull();
    expect(listsPath(registry.remotes[0].routes, '/wasteData/view/12')).toBe(true);
    expect(listsPath(registry.remotes[0].routes, '/dashboard/')).toBe(true);
    expect(listsPath(registry.remotes[0].routes, '/wasteData/view/12/more')).toBe(false);
    expect(listsPath(registry.remotes[0].routes, '/sampath-piyasa/nothing-here')).toBe(false);
  });

  it('does nothing without a session', async () => {
    await expect(remoteOfStoredSession()).resolves.toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
