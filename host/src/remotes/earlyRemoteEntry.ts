// No `@waste/shared` here: this runs in `main.js`, before the async boundary negotiates the shared modules.
import { STORAGE_KEY_NAMES } from '../quickSignIn/storageKeys';

/** `@waste/shared`'s REMOTE_REGISTRY_URL (a test keeps them equal). */
export const EARLY_REGISTRY_URL = '/remotes/registry.json';

interface RegistryShape {
  remotes: { entry: string; roles: string[]; routes?: string[] }[];
}

/** Whether the address is one of the remote's routes (`:id` matching one segment), as the shell decides a 404. */
export function listsPath(routes: string[] | undefined, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (routes ?? []).some((route) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`).test(path));
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
 * instead: the registry now, and the entry (the remote's `mf-manifest.json`) as `<link rel=preload>` when the
 * address is one of the remote's routes (the federation runtime's request then finds it). Nothing is run
 * early; a wrong guess costs one small file.
 */
export function preloadRemoteEntryOfStoredRole(): void {
  const role = storedRole();
  if (!role) return;
  fetchRegistryOnce().then(
    (value) => {
      const remote = (value as RegistryShape).remotes?.find((candidate) => candidate.roles?.includes(role));
      // An address the remote does not list is a 404 the shell decides without loading any remote.
      if (!remote?.entry || !listsPath(remote.routes, window.location.pathname)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      // The entry is the remote's manifest (JSON) that the federation runtime fetches, or its script.
      if (remote.entry.endsWith('.json')) {
        link.setAttribute('as', 'fetch');
        link.setAttribute('crossorigin', 'anonymous');
      } else link.setAttribute('as', 'script');
      link.href = remote.entry;
      document.head.appendChild(link);
    },
    () => undefined,
  );
}
