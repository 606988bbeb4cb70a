import { filtersFromAddress, oneOfFilter, pageFromAddress, usePagedSearch, type AddressFilter, type AddressFilters } from '@waste/shared';
import type { RecyclerSearchFilters } from '@/common/api/searchRecyclers';
import { RECYCLER_STATUSES } from '../api/types';

const textFilter = (param: string): AddressFilter<string> => ({ param, parse: (raw) => (raw.trim() ? raw : undefined) });
const idsFilter = (param: string): AddressFilter<string[]> => ({
  param,
  parse: (raw) => {
    const ids = raw.split(',').filter((id) => /^LK-\d{1,2}$/.test(id));
    return ids.length > 0 ? ids : undefined;
  },
});

/** `/recycler?start=&size=&sort=&name=&provinces=&districts=&status=`: the registry's searcher, in the address. */
const RECYCLER_FILTERS: AddressFilters<RecyclerSearchFilters> = {
  name: textFilter('name'),
  provinceIds: idsFilter('provinces'),
  districtIds: idsFilter('districts'),
  status: oneOfFilter('status', RECYCLER_STATUSES),
};

export function useRecyclerSearcher() {
  return usePagedSearch(RECYCLER_FILTERS);
}

/** The search `/recycler` sends for an address, read before the page renders (its prefetch). */
export const recyclerSearchOf = (params: URLSearchParams) => ({
  ...pageFromAddress(params),
  ...filtersFromAddress(params, RECYCLER_FILTERS),
});
