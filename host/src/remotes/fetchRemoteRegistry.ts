import { REMOTE_REGISTRY_URL, type RemoteRegistry } from '@waste/shared';

let registry: Promise<RemoteRegistry> | null = null;

/** Read once per page load: a released remote shows up on the next load, with no host rebuild. */
export function fetchRemoteRegistry(): Promise<RemoteRegistry> {
  registry ??= fetch(REMOTE_REGISTRY_URL, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
    return response.json() as Promise<RemoteRegistry>;
  });
  registry.catch(() => {
    registry = null;
  });
  return registry;
}
