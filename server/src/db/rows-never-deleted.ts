import type { Queryable } from './database';

const MAX_REMEMBERED = 100_000;

/**
 * `exists(db, id)` for a table whose rows are never deleted (local authorities, recyclers): a row found once
 * exists for good, so each database object remembers the ids it found and asks again only for the others.
 * A super admin acting as an owner then costs no round trip before the call's own SQL (ADR 0277).
 */
export function rememberFound(exists: (db: Queryable, id: string) => Promise<boolean>): (db: Queryable, id: string) => Promise<boolean> {
  const found = new WeakMap<Queryable, Set<string>>();
  return async (db, id) => {
    const known = found.get(db);
    if (known?.has(id)) return true;
    if (!(await exists(db, id))) return false;
    const ids = known ?? new Set<string>();
    if (ids.size < MAX_REMEMBERED) ids.add(id);
    found.set(db, ids);
    return true;
  };
}
