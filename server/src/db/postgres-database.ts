import { Pool, type PoolClient } from 'pg';
import type { PostgresDatabase, Queryable } from './database';

function bind(target: Pool | PoolClient): Queryable {
  return {
    query: async (sql, params) => {
      const result = await target.query(sql, params);
      return { rows: result.rows };
    },
    exec: async (script) => {
      await target.query(script);
    },
  };
}

/** How long a request waits for a database connection before it fails. */
export const CONNECT_TIMEOUT_MS = 15_000;

/** A pool of `connections` (pg's 10 when not given) to the database at `connectionString`. */
export async function openPostgresDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void,
  connections?: number,
): Promise<PostgresDatabase> {
  // While the server is unreachable, or every connection of the pool is busy, a request waits at most this
  // long for a connection and then answers 503 (plugins/error-handler.ts) instead of hanging.
  const pool = new Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: connections });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', onIdleClientError);
  await pool.query('SELECT 1');
  return {
    driver: 'postgres',
    connectionString,
    ...bind(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(bind(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
