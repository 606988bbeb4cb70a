// No `@waste/shared` here: this runs in `main.js`, before the async boundary negotiates the shared modules.
import { STORAGE_KEY_NAMES } from '../quickSignIn/storageKeys';

/** `@waste/shared`'s REMOTE_REGISTRY_URL (a test keeps them equal). */
export const EARLY_REGISTRY_URL = '/remotes/registry.json';

/** What the early start reads of a registry entry (`@waste/shared`'s RemoteRegistryEntry). */
export interface EarlyRemote {
  entry: string;
  roles: string[];
  routes?: string[];
  headings?: Record<string, Record<string, string>>;
  cardTitles?: Record<string, Record<string, string>>;
  intros?: Record<string, Record<string, string[]>>;
}

interface RegistryShape {
  remotes: EarlyRemote[];
}

/** Whether the address is one of the remote's routes (`:id` matching one segment), as the shell decides a 404. */
export function listsPath(routes: string[] | undefined, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (routes ?? []).some((route) =>
    new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );
}

/** The last registry this browser was served, so that a page's first frame needs no request (firstFrame/). */
export const LAST_REGISTRY_KEY = 'lastRemoteRegistry';

let registry: Promise<unknown> | null = null;

/** The registry, fetched once per page load, by whichever asks first: the early start below or the shell. */
export function fetchRegistryOnce(): Promise<unknown> {
  registry ??= fetch(EARLY_REGISTRY_URL, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
    const value = (await response.json()) as unknown;
    try {
      localStorage.setItem(LAST_REGISTRY_KEY, JSON.stringify(value));
    } catch {
      // Storage full or private mode: the next first frame waits for the registry.
    }
    return value;
  });
  registry.catch(() => {
    registry = null;
  });
  return registry;
}

/** The stored session's user as the shell kept it (read before the shell exists): null without a session. */
export function storedUser(): { defaultRole?: unknown; roles?: unknown } | null {
  try {
    if (!localStorage.getItem(STORAGE_KEY_NAMES.accessToken)) return null;
    return JSON.parse(localStorage.getItem(STORAGE_KEY_NAMES.loggedUser) ?? 'null') as { defaultRole?: unknown; roles?: unknown } | null;
  } catch {
    return null;
  }
}

function storedRole(): string | null {
  const role = storedUser()?.defaultRole;
  return typeof role === 'string' ? role : null;
}

/**
 * The remote of the stored session's role when the address is one of its routes; null without a session,
 * without a registry, or on an address the remote does not list (a 404 the shell decides without loading
 * any remote). The registry is fetched at once, in parallel with the shell's chunks.
 */
export function remoteOfStoredSession(): Promise<EarlyRemote | null> {
  const role = storedRole();
  if (!role) return Promise.resolve(null);
  return fetchRegistryOnce().then(
    (value) => remoteOf(value, role),
    () => null,
  );
}

/** The same, from the registry this browser was served last time, without a request (it may be out of date). */
export function lastRemoteOfStoredSession(): EarlyRemote | null {
  const role = storedRole();
  if (!role) return null;
  try {
    return remoteOf(JSON.parse(localStorage.getItem(LAST_REGISTRY_KEY) ?? 'null'), role);
  } catch {
    return null;
  }
}

function remoteOf(value: unknown, role: string): EarlyRemote | null {
  const remote = (value as RegistryShape | null)?.remotes?.find((candidate) => candidate.roles?.includes(role));
  return remote?.entry && listsPath(remote.routes, window.location.pathname) ? remote : null;
}

/**
 * A page opened with a stored session (a dashboard after sign-in, a reload) needs the role's remote entry,
 * which the shell would ask for only once its own chunks have loaded and run. Fetched in parallel with them
 * instead: the entry (the remote's `mf-manifest.json`) as `<link rel=preload>` (the federation runtime's
 * request then finds it). Nothing is run early; a wrong guess costs one small file.
 */
export function preloadRemoteEntry(remote: EarlyRemote): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  // The entry is the remote's manifest (JSON) that the federation runtime fetches, or its script.
  if (remote.entry.endsWith('.json')) {
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
  } else link.setAttribute('as', 'script');
  link.href = remote.entry;
  document.head.appendChild(link);
}
