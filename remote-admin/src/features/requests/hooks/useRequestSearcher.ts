import { filtersFromAddress, isoDateFilter, oneOfFilter, pageFromAddress, usePagedSearch, type AddressFilters } from '@waste/shared';
import { REQUEST_KINDS, type RequestFilters } from '../api/searchRequests';

const anId = (raw: string) => (raw.length > 0 && raw.length <= 40 ? raw : undefined);

/** `/requests?kind=&status=&seen=&authority=&recycler=&from=&to=` with the page, so that a reload keeps the search. */
const REQUEST_FILTERS: AddressFilters<RequestFilters> = {
  kind: oneOfFilter('kind', REQUEST_KINDS),
  status: { param: 'status', parse: (raw) => (/^[0-3]$/.test(raw) ? Number(raw) : undefined) },
  seen: { param: 'seen', parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined) },
  localAuthorityId: { param: 'authority', parse: anId },
  recyclerId: { param: 'recycler', parse: anId },
  fromDate: isoDateFilter('from'),
  toDate: isoDateFilter('to'),
};

export function useRequestSearcher() {
  return usePagedSearch(REQUEST_FILTERS);
}

/** The search `/requests` sends for an address, read before the page renders (its prefetch). */
export const requestSearchOf = (params: URLSearchParams) => ({
  ...pageFromAddress(params),
  ...filtersFromAddress(params, REQUEST_FILTERS),
});
