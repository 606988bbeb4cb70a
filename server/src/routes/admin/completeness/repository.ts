import type { Queryable } from '#db/database';
import { overlapsYear } from '../waste-year';

export async function completenessByDistrict(db: Queryable, year: number) {
  const { rows } = await db.query<{
    districtId: string;
    districtName: string;
    districtNameSi: string;
    districtNameTa: string;
    provinceId: string;
    provinceName: string;
    provinceNameSi: string;
    provinceNameTa: string;
    authorities: number;
    reporting: number;
  }>(
    `SELECT d.id AS "districtId", d.name AS "districtName", d.name_si AS "districtNameSi", d.name_ta AS "districtNameTa",
            p.id AS "provinceId", p.name AS "provinceName", p.name_si AS "provinceNameSi", p.name_ta AS "provinceNameTa",
            count(la.id)::int AS authorities,
            count(la.id) FILTER (WHERE EXISTS (
              SELECT 1 FROM la_waste_records w WHERE w.local_authority_id = la.id AND ${overlapsYear('$1')}))::int AS reporting
       FROM districts d
       JOIN provinces p ON p.id = d.province_id
       LEFT JOIN local_authorities la ON la.district_id = d.id
      GROUP BY d.id, p.id
      ORDER BY p.id, d.id`,
    [year],
  );
  return rows;
}
