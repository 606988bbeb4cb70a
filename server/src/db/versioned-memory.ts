import type { Queryable } from './database';

/**
 * Answers this process keeps per database under the version of the data they were made from: one counts only
 * while the caller reads the same version again. At most `limit` a database, the oldest written out first
 * (a Map keeps insertion order). Keyed by the database object so that two databases in one process (the
 * tests') never share an answer.
 */
export interface VersionedMemory<V, T> {
  /** What is held for `key` if it was made under `version`. */
  get(db: Queryable, key: string, version: V): T | undefined;
  set(db: Queryable, key: string, version: V, value: T): void;
  /** Forgets `key` if it still holds `value` (a later `set` is kept). */
  forget(db: Queryable, key: string, value: T): void;
}

export function versionedMemory<V, T>(limit: number): VersionedMemory<V, T> {
  const byDatabase = new WeakMap<Queryable, Map<string, { version: V; value: T }>>();
  const memoryOf = (db: Queryable) => {
    let memory = byDatabase.get(db);
    if (!memory) byDatabase.set(db, (memory = new Map()));
    return memory;
  };
  return {
    get(db, key, version) {
      const held = byDatabase.get(db)?.get(key);
      return held && held.version === version ? held.value : undefined;
    },
    set(db, key, version, value) {
      const memory = memoryOf(db);
      memory.delete(key);
      memory.set(key, { version, value });
      while (memory.size > limit) memory.delete(memory.keys().next().value!);
    },
    forget(db, key, value) {
      const memory = byDatabase.get(db);
      if (memory?.get(key)?.value === value) memory.delete(key);
    },
  };
}
