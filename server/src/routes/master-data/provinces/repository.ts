import type { Queryable } from '#db/database';
import type { Province } from './schemas';

export async function listProvinces(db: Queryable): Promise<Province[]> {
  const { rows } = await db.query<Province>(
    `SELECT p.id, p.code, p.name, p.name_si AS "nameSi", p.name_ta AS "nameTa",
            count(la.id)::int AS "localAuthorityCount"
       FROM provinces p
       LEFT JOIN districts d ON d.province_id = p.id
       LEFT JOIN local_authorities la ON la.district_id = d.id
      GROUP BY p.id
      ORDER BY p.id`,
  );
  return rows;
}
