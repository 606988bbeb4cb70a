import type { Queryable } from '#db/database';
import { idFilter, pageOf } from '#schemas/paging';
import type { AuthorityCompleteness, CompletenessSearcher, CompletenessSearchResult } from './schemas';

/** Records overlapping the year $1: the year's first and last days. */
const OVERLAPS = 'w.end_date >= make_date($1::int, 1, 1) AND w.start_date <= make_date($1::int, 12, 31)';

export async function searchCompleteness(db: Queryable, searcher: CompletenessSearcher, year: number): Promise<CompletenessSearchResult> {
  const page = pageOf(searcher);
  const params = [
    year,
    searcher.name?.trim() || null,
    idFilter(searcher.provinceIds),
    idFilter(searcher.districtIds),
    idFilter(searcher.councilTypeIds),
    idFilter(searcher.authorityIds),
  ];
  const from = `FROM local_authorities la
       JOIN districts d ON d.id = la.district_id
       JOIN provinces p ON p.id = d.province_id
      WHERE ($2::text IS NULL OR strpos(lower(la.name), lower($2::text)) > 0)
        AND ($3::text[] IS NULL OR d.province_id = ANY ($3::text[]))
        AND ($4::text[] IS NULL OR la.district_id = ANY ($4::text[]))
        AND ($5::text[] IS NULL OR la.council_type = ANY ($5::text[]))
        AND ($6::text[] IS NULL OR la.id = ANY ($6::text[]))`;
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} AND $1::int IS NOT NULL`, params);
  const { rows } = await db.query<Omit<AuthorityCompleteness, 'lastEntryAt'> & { lastEntryAt: Date | null }>(
    `SELECT la.id, la.name, p.code AS province, p.name AS "provinceName", d.name AS district,
            la.district_id AS "districtId", la.council_type AS "councilType",
            (SELECT count(*)::int FROM la_waste_records w WHERE w.local_authority_id = la.id AND ${OVERLAPS}) AS records,
            (SELECT count(DISTINCT extract(month FROM m))::int
               FROM la_waste_records w,
                    generate_series(date_trunc('month', greatest(w.start_date, make_date($1::int, 1, 1))),
                                    least(w.end_date, make_date($1::int, 12, 31)), interval '1 month') AS m
              WHERE w.local_authority_id = la.id AND ${OVERLAPS}) AS "monthsWithData",
            (SELECT max(w.created_at) FROM la_waste_records w WHERE w.local_authority_id = la.id) AS "lastEntryAt",
            (SELECT count(*)::int FROM users u
              WHERE u.local_authority_id = la.id AND '003' = ANY (u.roles) AND u.disabled_at IS NULL) AS accounts
       ${from}
      ORDER BY la.name COLLATE "C" ${page.direction}, la.id COLLATE "C" ${page.direction}
      LIMIT $7 OFFSET $8`,
    [...params, page.limit, page.offset],
  );
  return {
    rows: rows.map((row) => ({ ...row, lastEntryAt: row.lastEntryAt ? row.lastEntryAt.toISOString() : null })),
    total: total.rows[0].total,
    year,
  };
}

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
              SELECT 1 FROM la_waste_records w WHERE w.local_authority_id = la.id AND ${OVERLAPS}))::int AS reporting
       FROM districts d
       JOIN provinces p ON p.id = d.province_id
       LEFT JOIN local_authorities la ON la.district_id = d.id
      GROUP BY d.id, p.id
      ORDER BY p.id, d.id`,
    [year],
  );
  return rows;
}
