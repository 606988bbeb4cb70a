import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Why the server refused an entry on arrival: its error catalogue code, reason and values (words in the browser). */
export interface OfflineRefusal {
  status: number;
  code: string;
  reason?: string;
  params?: Record<string, string | number>;
  message: string;
}

/**
 * An entry kept on the device until the line is back (issue 42, ADR 0272). Keyed by its idempotency key, made
 * on the device when it was first submitted, so that sending it again can never save it twice. Only what the
 * review showed is kept: no token, no answer of the API.
 */
export interface OfflineEntry<Input = unknown> {
  key: string;
  /** The signed-in user who entered it: only they see it, and it is cleared when they sign out. */
  userId: string;
  /** Which wizard it belongs to, e.g. 'la-waste' or 'centre-waste'. */
  kind: string;
  /** The acting scope it was entered for (a super admin acting for an authority), sent again as it was. */
  scope: Record<string, string>;
  input: Input;
  createdAt: string;
  /** Waiting to be sent, or refused by the server on arrival (kept for correction, never dropped). */
  status: 'waiting' | 'refused';
  refusal?: OfflineRefusal;
}

interface OfflineSchema extends DBSchema {
  entries: { key: string; value: OfflineEntry; indexes: { byUser: string } };
}

const DB_NAME = 'waste-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'key' }).createIndex('byUser', 'userId');
    },
  });
  return opened;
}

/** Whether this browser can keep entries at all (not in some private modes and old browsers). */
export const offlineStoreAvailable = (): boolean => typeof indexedDB !== 'undefined';

export async function keepEntry<Input>(entry: OfflineEntry<Input>): Promise<void> {
  await (await database()).put('entries', entry as OfflineEntry);
}

/** The user's kept entries of one wizard (or of all), oldest first. */
export async function keptEntries<Input = unknown>(userId: string, kind?: string): Promise<OfflineEntry<Input>[]> {
  const all = await (await database()).getAllFromIndex('entries', 'byUser', userId);
  return all
    .filter((entry) => kind === undefined || entry.kind === kind)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt)) as OfflineEntry<Input>[];
}

export async function keptEntry<Input = unknown>(key: string): Promise<OfflineEntry<Input> | undefined> {
  return (await (await database()).get('entries', key)) as OfflineEntry<Input> | undefined;
}

export async function dropEntry(key: string): Promise<void> {
  await (await database()).delete('entries', key);
}

/** Clears what a user kept (at sign-out); answers how many entries were dropped. */
export async function clearUserEntries(userId: string): Promise<number> {
  const db = await database();
  const tx = db.transaction('entries', 'readwrite');
  const keys = await tx.store.index('byUser').getAllKeys(userId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  return keys.length;
}
