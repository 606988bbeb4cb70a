import type { Queryable } from '../../db/database';
import { idFilter } from '../../schemas/paging';
import type { CouncilType, District, LocalAuthorityItem } from './schemas';

/** In the order of the spec: Municipal Council, Urban Council, Pradeshiya Sabha. */
export async function listCouncilTypes(db: Queryable): Promise<CouncilType[]> {
  const { rows } = await db.query<CouncilType>(
    `SELECT code AS id, name FROM council_types
      ORDER BY coalesce(array_position(ARRAY['MC', 'UC', 'PS']::text[], code), 99), code`,
  );
  return rows;
}

export async function listDistricts(db: Queryable, provinceIds: string[] | undefined): Promise<District[]> {
  const { rows } = await db.query<District>(
    `SELECT id, province_id AS "provinceId", name, name_si AS "nameSi", name_ta AS "nameTa"
       FROM districts
      WHERE ($1::text[] IS NULL OR province_id = ANY ($1::text[]))
      ORDER BY id`,
    [idFilter(provinceIds)],
  );
  return rows;
}

export async function listLocalAuthorities(
  db: Queryable,
  filter: { districtIds?: string[]; councilTypeIds?: string[] },
): Promise<LocalAuthorityItem[]> {
  const { rows } = await db.query<LocalAuthorityItem>(
    `SELECT id, name, district_id AS "districtId", council_type AS "councilType"
       FROM local_authorities
      WHERE ($1::text[] IS NULL OR district_id = ANY ($1::text[]))
        AND ($2::text[] IS NULL OR council_type = ANY ($2::text[]))
      ORDER BY name COLLATE "C", id COLLATE "C"`,
    [idFilter(filter.districtIds), idFilter(filter.councilTypeIds)],
  );
  return rows;
}
