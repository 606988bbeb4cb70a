import type { Queryable } from '#db/database';

export async function recyclerExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM recyclers WHERE id = $1', [id]);
  return rows.length > 0;
}
