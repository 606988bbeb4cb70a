import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { pageOf } from '#schemas/paging';
import { authorityFilter } from '#routes/local-authority/authority-filter';
import { overlapsYear } from '../waste-year';
import type { AuthorityCompleteness, CompletenessSearcher, CompletenessSearchResult } from './schemas';

export async function searchCompleteness(db: Queryable, searcher: CompletenessSearcher, year: number): Promise<CompletenessSearchResult> {
  const page = pageOf(searcher);
  const filter = authorityFilter(searcher);
  const y = `$${filter.next}`;
  const overlaps = overlapsYear(y);
  const { rows, total } = await countedPage<Omit<AuthorityCompleteness, 'lastEntryAt'> & { lastEntryAt: Date | null }>(
    db,
    { sql: `SELECT count(*)::int AS total ${filter.from}`, params: filter.params },
    {
      sql: `SELECT la.id, la.name, la.name_si AS "nameSi", la.name_ta AS "nameTa", p.code AS province, p.name AS "provinceName", d.name AS district,
            la.district_id AS "districtId", la.council_type AS "councilType",
            (SELECT count(*)::int FROM la_waste_records w WHERE w.local_authority_id = la.id AND ${overlaps}) AS records,
            (SELECT count(DISTINCT extract(month FROM m))::int
               FROM la_waste_records w,
                    generate_series(date_trunc('month', greatest(w.start_date, make_date(${y}::int, 1, 1))),
                                    least(w.end_date, make_date(${y}::int, 12, 31)), interval '1 month') AS m
              WHERE w.local_authority_id = la.id AND ${overlaps}) AS "monthsWithData",
            (SELECT max(w.created_at) FROM la_waste_records w WHERE w.local_authority_id = la.id) AS "lastEntryAt",
            (SELECT count(*)::int FROM users u
              WHERE u.local_authority_id = la.id AND '003' = ANY (u.roles) AND u.disabled_at IS NULL) AS accounts
       ${filter.from}
      ${filter.orderBy}
      LIMIT $${filter.next + 1} OFFSET $${filter.next + 2}`,
      params: [...filter.params, year, page.limit, page.offset],
    },
  );
  return {
    rows: rows.map((row) => ({ ...row, lastEntryAt: row.lastEntryAt ? row.lastEntryAt.toISOString() : null })),
    total,
    year,
  };
}
