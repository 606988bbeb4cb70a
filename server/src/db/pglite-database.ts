import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { IN_MEMORY_DATA_DIR } from '../config';
import type { PgliteDatabase, Queryable } from './database';

function bind(target: PGlite | Transaction): Queryable {
  return {
    query: (sql, params) => target.query(sql, params),
    exec: async (script) => {
      await target.exec(script);
    },
  };
}

/**
 * PGlite has a single connection. Its own transaction() holds a lock that plain queries wait for,
 * so a transaction never sees another request's statements interleaved.
 */
export async function openPgliteDatabase(dataDir: string): Promise<PgliteDatabase> {
  if (dataDir !== IN_MEMORY_DATA_DIR) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir === IN_MEMORY_DATA_DIR ? undefined : dataDir);
  return {
    driver: 'pglite',
    pglite,
    ...bind(pglite),
    transaction: (work) => pglite.transaction((tx) => work(bind(tx))),
    close: () => pglite.close(),
  };
}
