import type { Queryable } from '#db/database';
import type { CouncilType } from './schemas';

/** In the order of the spec: Municipal Council, Urban Council, Pradeshiya Sabha. */
export async function listCouncilTypes(db: Queryable): Promise<CouncilType[]> {
  const { rows } = await db.query<CouncilType>(
    `SELECT code AS id, name FROM council_types
      ORDER BY coalesce(array_position(ARRAY['MC', 'UC', 'PS']::text[], code), 99), code`,
  );
  return rows;
}
