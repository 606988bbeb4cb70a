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
export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Commits when `work` resolves, rolls back when it throws. Use only `tx` inside. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
