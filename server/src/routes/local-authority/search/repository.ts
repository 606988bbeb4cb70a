import type { Queryable } from '#db/database';
import { idFilter, pageOf } from '#schemas/paging';
import type { LocalAuthoritySearcher, LocalAuthoritySearchResult } from './schemas';

type Row = LocalAuthoritySearchResult['rows'][number];

export async function searchLocalAuthorities(db: Queryable, searcher: LocalAuthoritySearcher): Promise<LocalAuthoritySearchResult> {
  const page = pageOf(searcher);
  const params = [
    searcher.name?.trim() || null,
    idFilter(searcher.provinceIds),
    idFilter(searcher.districtIds),
    idFilter(searcher.councilTypeIds),
    idFilter(searcher.authorityIds),
  ];
  const from = `FROM local_authorities la
       JOIN districts d ON d.id = la.district_id
       JOIN provinces p ON p.id = d.province_id
      WHERE ($1::text IS NULL OR strpos(lower(la.name), lower($1::text)) > 0)
        AND ($2::text[] IS NULL OR d.province_id = ANY ($2::text[]))
        AND ($3::text[] IS NULL OR la.district_id = ANY ($3::text[]))
        AND ($4::text[] IS NULL OR la.council_type = ANY ($4::text[]))
        AND ($5::text[] IS NULL OR la.id = ANY ($5::text[]))`;
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  // COLLATE "C": the same order on every server, whatever its default collation.
  const { rows } = await db.query<Row>(
    `SELECT la.id, la.name, p.code AS province, p.name AS "provinceName", d.name AS district,
            la.district_id AS "districtId", la.council_type AS "councilType"
       ${from}
      ORDER BY la.name COLLATE "C" ${page.direction}, la.id COLLATE "C" ${page.direction}
      LIMIT $6 OFFSET $7`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: total.rows[0].total };
}
