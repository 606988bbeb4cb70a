import { filtersFromAddress, pageFromAddress, usePagedSearch, type AddressFilter, type AddressFilters } from '@waste/shared';
import type { CompletenessFilters } from '../api/searchAuthorityCompleteness';

const text: AddressFilter<string> = { param: 'name', parse: (raw) => (raw.length <= 200 ? raw : undefined) };
const ids = (param: string): AddressFilter<string[]> => ({
  param,
  parse: (raw) => {
    const list = raw.split(',').filter((id) => /^[A-Za-z0-9-]{1,40}$/.test(id));
    return list.length > 0 ? list : undefined;
  },
});

/** `/local-authorities?name=&provinces=&districts=&types=&authorities=` with the page (lists comma-separated). */
const FILTERS: AddressFilters<CompletenessFilters> = {
  name: text,
  provinceIds: ids('provinces'),
  districtIds: ids('districts'),
  councilTypeIds: ids('types'),
  authorityIds: ids('authorities'),
};

export function useCompletenessSearcher() {
  return usePagedSearch(FILTERS);
}

/** The search `/local-authorities` sends for an address, read before the page renders (its prefetch). */
export const completenessSearchOf = (params: URLSearchParams) => ({
  ...pageFromAddress(params),
  ...filtersFromAddress(params, FILTERS),
});
