import type { Queryable } from '#db/database';
import { idFilter } from '#schemas/paging';
import type { LocalAuthorityItem } from './schemas';

export async function listLocalAuthorities(
  db: Queryable,
  filter: { districtIds?: string[]; councilTypeIds?: string[] },
): Promise<LocalAuthorityItem[]> {
  const { rows } = await db.query<LocalAuthorityItem>(
    `SELECT id, name, name_si AS "nameSi", name_ta AS "nameTa", name_translation AS "nameTranslation", district_id AS "districtId", council_type AS "councilType"
       FROM local_authorities
      WHERE ($1::text[] IS NULL OR district_id = ANY ($1::text[]))
        AND ($2::text[] IS NULL OR council_type = ANY ($2::text[]))
      ORDER BY name COLLATE "C", id COLLATE "C"`,
    [idFilter(filter.districtIds), idFilter(filter.councilTypeIds)],
  );
  return rows;
}
