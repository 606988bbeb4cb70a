import type { Queryable } from '#db/database';
import { pageOf } from '#schemas/paging';
import { authorityFilter } from '../authority-filter';
import type { LocalAuthoritySearcher, LocalAuthoritySearchResult } from './schemas';

type Row = LocalAuthoritySearchResult['rows'][number];

export async function searchLocalAuthorities(db: Queryable, searcher: LocalAuthoritySearcher): Promise<LocalAuthoritySearchResult> {
  const page = pageOf(searcher);
  const filter = authorityFilter(searcher);
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filter.from}`, filter.params);
  const { rows } = await db.query<Row>(
    `SELECT la.id, la.name, la.name_si AS "nameSi", la.name_ta AS "nameTa", p.code AS province, p.name AS "provinceName", d.name AS district,
            la.district_id AS "districtId", la.council_type AS "councilType"
       ${filter.from}
      ${filter.orderBy}
      LIMIT $${filter.next} OFFSET $${filter.next + 1}`,
    [...filter.params, page.limit, page.offset],
  );
  return { rows, total: total.rows[0].total };
}
