import type { RemoteRegistry } from '@waste/shared';
import { fetchRegistryOnce } from './earlyRemoteEntry';

/** Read once per page load: a released remote shows up on the next load, with no host rebuild. */
export function fetchRemoteRegistry(): Promise<RemoteRegistry> {
  return fetchRegistryOnce() as Promise<RemoteRegistry>;
}
