import type { PGlite } from '@electric-sql/pglite';

export interface QueryResult<T> {
  rows: T[];
}

/** What a transaction callback gets: the same calls, bound to the transaction's connection. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/**
 * The one database interface of the server, implemented for PGlite and for PostgreSQL.
 * SQL written against it must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
 */
interface DatabaseConnection extends Queryable {
  /** Commits when `work` resolves, rolls back when it throws. Use only `tx` inside. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded database; the job queue shares its one connection (jobs/job-queue.ts). */
export interface PgliteDatabase extends DatabaseConnection {
  readonly driver: 'pglite';
  readonly pglite: PGlite;
}

/** A PostgreSQL server; the job queue keeps a small pool of its own to the same database. */
export interface PostgresDatabase extends DatabaseConnection {
  readonly driver: 'postgres';
  readonly connectionString: string;
}

export type Database = PgliteDatabase | PostgresDatabase;
