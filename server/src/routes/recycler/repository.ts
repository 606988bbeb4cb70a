import { rememberFound } from '#db/rows-never-deleted';

export const recyclerExists = rememberFound(async (db, id) => {
  const { rows } = await db.query('SELECT 1 FROM recyclers WHERE id = $1', [id]);
  return rows.length > 0;
});
