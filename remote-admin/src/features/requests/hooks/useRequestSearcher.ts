import { isoDateFilter, usePagedSearch, type AddressFilters } from '@waste/shared';
import type { RequestFilters } from '../api/searchRequests';

/** `/requests?status=&seen=&authority=&from=&to=` with the page, so that a reload keeps the search. */
const REQUEST_FILTERS: AddressFilters<RequestFilters> = {
  status: { param: 'status', parse: (raw) => (/^[0-3]$/.test(raw) ? Number(raw) : undefined) },
  seen: { param: 'seen', parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined) },
  localAuthorityId: { param: 'authority', parse: (raw) => (raw.length > 0 && raw.length <= 40 ? raw : undefined) },
  fromDate: isoDateFilter('from'),
  toDate: isoDateFilter('to'),
};

export function useRequestSearcher() {
  return usePagedSearch(REQUEST_FILTERS);
}
