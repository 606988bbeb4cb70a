// No `@waste/shared` here: this runs in `main.js`, before the async boundary negotiates the shared modules.
import { STORAGE_KEY_NAMES } from '../quickSignIn/storageKeys';

/** `@waste/shared`'s REMOTE_REGISTRY_URL (a test keeps them equal). */
export const EARLY_REGISTRY_URL = '/remotes/registry.json';

interface RegistryShape {
  remotes: { entry: string; roles: string[] }[];
}

let registry: Promise<unknown> | null = null;

/** The registry, fetched once per page load, by whichever asks first: the early start below or the shell. */
export function fetchRegistryOnce(): Promise<unknown> {
  registry ??= fetch(EARLY_REGISTRY_URL, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  registry.catch(() => {
    registry = null;
  });
  return registry;
}

function storedRole(): string | null {
  try {
    if (!localStorage.getItem(STORAGE_KEY_NAMES.accessToken)) return null;
    const user = JSON.parse(localStorage.getItem(STORAGE_KEY_NAMES.loggedUser) ?? 'null') as { defaultRole?: unknown } | null;
    return typeof user?.defaultRole === 'string' ? user.defaultRole : null;
  } catch {
    return null;
  }
}

/**
 * A page opened with a stored session (a dashboard after sign-in, a reload) needs the role's remote entry,
 * which the shell would ask for only once its own chunks have loaded and run. Fetched in parallel with them
 * instead: the registry now, and the entry as `<link rel=preload>` (the federation runtime's script tag then
 * finds it in the cache). Nothing is run early; a wrong guess costs one small file.
 */
export function preloadRemoteEntryOfStoredRole(): void {
  const role = storedRole();
  if (!role) return;
  fetchRegistryOnce().then(
    (value) => {
      const entry = (value as RegistryShape).remotes?.find((remote) => remote.roles?.includes(role))?.entry;
      if (!entry) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = entry;
      document.head.appendChild(link);
    },
    () => undefined,
  );
}
