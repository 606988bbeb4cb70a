import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { pageOf } from '#schemas/paging';
import { authorityFilter } from '../authority-filter';
import type { LocalAuthoritySearcher, LocalAuthoritySearchResult } from './schemas';

type Row = LocalAuthoritySearchResult['rows'][number];

export async function searchLocalAuthorities(db: Queryable, searcher: LocalAuthoritySearcher): Promise<LocalAuthoritySearchResult> {
  const page = pageOf(searcher);
  const filter = authorityFilter(searcher);
  return countedPage<Row>(
    db,
    { sql: `SELECT count(*)::int AS total ${filter.from}`, params: filter.params },
    {
      sql: `SELECT la.id, la.name, la.name_si AS "nameSi", la.name_ta AS "nameTa", p.code AS province, p.name AS "provinceName", d.name AS district,
            la.district_id AS "districtId", la.council_type AS "councilType"
       ${filter.from}
      ${filter.orderBy}
      LIMIT $${filter.next} OFFSET $${filter.next + 1}`,
      params: [...filter.params, page.limit, page.offset],
    },
  );
}
