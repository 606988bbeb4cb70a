import type { Queryable } from '../db/database';

/**
 * Inserts or updates text rows keyed by the first column, touching only rows whose values differ.
 * Table and column names come from code, never from input. Returns how many rows changed.
 */
export async function upsertRows(tx: Queryable, table: string, columns: string[], rows: string[][]): Promise<number> {
  if (rows.length === 0) return 0;
  const [key, ...rest] = columns;
  const arrays = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const sql = `
    INSERT INTO ${table} (${columns.join(', ')})
    SELECT * FROM unnest(${arrays})
    ON CONFLICT (${key}) DO UPDATE SET ${rest.map((column) => `${column} = excluded.${column}`).join(', ')}
    WHERE (${rest.map((column) => `${table}.${column}`).join(', ')})
      IS DISTINCT FROM (${rest.map((column) => `excluded.${column}`).join(', ')})
    RETURNING 1`;
  const { rows: changed } = await tx.query(
    sql,
    columns.map((_, i) => rows.map((row) => row[i])),
  );
  return changed.length;
}
