import type { Queryable } from '#db/database';
import { rememberFound } from '#db/rows-never-deleted';
import type { LocalAuthorityInfo } from './schemas';

interface LocalAuthorityRow {
  id: string;
  code: string;
  name: string;
  name_si: string | null;
  name_ta: string | null;
  name_translation: LocalAuthorityInfo['nameTranslation'];
  council_type: string;
  council_type_name: string;
  district_id: string;
  district_name: string;
  district_name_si: string;
  district_name_ta: string;
  province_id: string;
  province_code: string;
  province_name: string;
  province_name_si: string;
  province_name_ta: string;
}

export async function findLocalAuthorityInfo(db: Queryable, id: string): Promise<LocalAuthorityInfo | null> {
  const { rows } = await db.query<LocalAuthorityRow>(
    `SELECT la.id, la.code, la.name, la.name_si, la.name_ta, la.name_translation, la.council_type, ct.name AS council_type_name,
            d.id AS district_id, d.name AS district_name, d.name_si AS district_name_si, d.name_ta AS district_name_ta,
            p.id AS province_id, p.code AS province_code, p.name AS province_name,
            p.name_si AS province_name_si, p.name_ta AS province_name_ta
       FROM local_authorities la
       JOIN council_types ct ON ct.code = la.council_type
       JOIN districts d ON d.id = la.district_id
       JOIN provinces p ON p.id = d.province_id
      WHERE la.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameSi: row.name_si,
    nameTa: row.name_ta,
    nameTranslation: row.name_translation,
    councilType: { code: row.council_type, name: row.council_type_name },
    district: { id: row.district_id, name: row.district_name, nameSi: row.district_name_si, nameTa: row.district_name_ta },
    province: {
      id: row.province_id,
      code: row.province_code,
      name: row.province_name,
      nameSi: row.province_name_si,
      nameTa: row.province_name_ta,
    },
  };
}

export const localAuthorityExists = rememberFound(async (db, id) => {
  const { rows } = await db.query('SELECT 1 FROM local_authorities WHERE id = $1', [id]);
  return rows.length > 0;
});
