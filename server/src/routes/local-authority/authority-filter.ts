import { idFilter } from '#schemas/paging';
import type { LocalAuthoritySearcher } from './search-la/schemas';

export interface AuthorityFilter {
  /** `FROM … WHERE …` of the searched authorities (`la`) with their district (`d`) and province (`p`). */
  from: string;
  /** The values of its parameters, $1 to $5. */
  params: unknown[];
  /** The number of the first parameter a query adds after the filter's own. */
  next: number;
  /** By name then id, the same order on every server whatever its collation. */
  orderBy: string;
}

/**
 * The spec's local authority searcher as SQL: part of the name, and lists of provinces, districts, council
 * types and authorities (an empty list filters nothing). Used by `POST /local-authority/search-la` and the
 * super admin's `POST /admin/local-authorities/search`.
 */
export function authorityFilter(searcher: Omit<LocalAuthoritySearcher, 'pageStart' | 'pageSize'>): AuthorityFilter {
  const direction = searcher.pageSort === 'DESC' ? 'DESC' : 'ASC';
  return {
    from: `FROM local_authorities la
       JOIN districts d ON d.id = la.district_id
       JOIN provinces p ON p.id = d.province_id
      WHERE ($1::text IS NULL OR strpos(lower(la.name), lower($1::text)) > 0)
        AND ($2::text[] IS NULL OR d.province_id = ANY ($2::text[]))
        AND ($3::text[] IS NULL OR la.district_id = ANY ($3::text[]))
        AND ($4::text[] IS NULL OR la.council_type = ANY ($4::text[]))
        AND ($5::text[] IS NULL OR la.id = ANY ($5::text[]))`,
    params: [
      searcher.name?.trim() || null,
      idFilter(searcher.provinceIds),
      idFilter(searcher.districtIds),
      idFilter(searcher.councilTypeIds),
      idFilter(searcher.authorityIds),
    ],
    next: 6,
    orderBy: `ORDER BY la.name COLLATE "C" ${direction}, la.id COLLATE "C" ${direction}`,
  };
}
