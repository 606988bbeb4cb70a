import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onIdleClientError: (error: Error) => void = () => undefined,
): Promise<Database> {
  return config.databaseUrl ? openPostgresDatabase(config.databaseUrl, onIdleClientError) : openPgliteDatabase(config.dataDir);
}

/** Sign-in bookkeeping's own connections: on PostgreSQL a pool of two beside the requests', on PGlite its one connection. */
const BOOKKEEPING_CONNECTIONS = 2;

/**
 * A database for the sign-in throttles' statements (auth/login-throttle.ts), which a process runs one at a time
 * on each counter: on the requests' pool each waited behind every busy request for a connection while the
 * counter's other attempts waited behind it, so under load sign-ins went at the rate of the pool's queue
 * (issue 41's load). Closed with the app when it is a pool of its own.
 */
export async function openBookkeepingDatabase(db: Database, onIdleClientError: (error: Error) => void): Promise<Database> {
  return db.driver === 'postgres' ? openPostgresDatabase(db.connectionString, onIdleClientError, BOOKKEEPING_CONNECTIONS) : db;
}
