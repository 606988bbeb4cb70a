import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, type RemoteModule, type RemoteRegistryEntry } from '@waste/shared';

const ATTEMPTS = 3;
const FIRST_BACKOFF_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteModule> {
  // `force` drops the runtime's cached (failed) container so that a retry really fetches again.
  registerRemotes([{ name: entry.name, entry: entry.entry }], { force });
  const exposed = await loadRemote<{ default: RemoteModule }>(`${entry.name}/${REMOTE_EXPOSED_MODULE.slice(2)}`);
  if (!exposed?.default) throw new Error(`${entry.id} ${entry.version} exposes no module`);
  return exposed.default;
}

/** Loads a remote's module with a few tries and backoff; its words are fetched beside its page (useActiveModule). */
export async function loadRemoteModule(entry: RemoteRegistryEntry): Promise<RemoteModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (attempt > 0) await wait(FIRST_BACKOFF_MS * 3 ** (attempt - 1));
    try {
      return await loadOnce(entry, attempt > 0);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
