import { filtersFromAddress, pageFromAddress, usePagedSearch, type AddressFilter, type AddressFilters } from '@waste/shared';

/** HS code prefix (or words of the description, on the HS code list) and sector ('NONE': no sector yet). */
export interface CodeSectorFilters {
  code?: string;
  sector?: string;
}

const sectorFilter: AddressFilter<string> = { param: 'sector', parse: (raw) => (/^[A-Z_]{1,40}$/.test(raw) ? raw : undefined) };

const CODE_SECTOR_FILTERS: AddressFilters<CodeSectorFilters> = {
  code: { param: 'code', parse: (raw) => (/^\d{1,8}$/.test(raw) ? raw : undefined) },
  sector: sectorFilter,
};

const CODE_OR_WORDS_FILTERS: AddressFilters<CodeSectorFilters> = {
  code: { param: 'code', parse: (raw) => (raw.trim() !== '' && raw.length <= 100 ? raw : undefined) },
  sector: sectorFilter,
};

const filtersOf = (words: boolean) => (words ? CODE_OR_WORDS_FILTERS : CODE_SECTOR_FILTERS);

/**
 * The search of a customs list (lines, HS codes, a file's lines) kept in the address as
 * `?code=&sector=&start=&size=&sort=`: its page, and its filters apart.
 */
export function useCodeSectorSearch({ words = false }: { words?: boolean } = {}) {
  const { search, setPage, setFilters } = usePagedSearch(filtersOf(words));
  const { code, sector, ...page } = search;
  return { page, filters: { code, sector }, setPage, setFilters };
}

/** What `useCodeSectorSearch` reads from an address before the page renders (its prefetch). */
export function codeSectorSearchOf(params: URLSearchParams, { words = false }: { words?: boolean } = {}) {
  const { code, sector } = filtersFromAddress(params, filtersOf(words));
  return { page: pageFromAddress(params), filters: { code, sector } };
}
