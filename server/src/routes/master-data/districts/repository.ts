import type { Queryable } from '#db/database';
import { idFilter } from '#schemas/paging';
import type { District } from './schemas';

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
