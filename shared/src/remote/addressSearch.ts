import { pagedSearchFromAddress, type AddressFilters, type PageRequest } from '../table/pagedSearch';

const NO_FILTERS = {};

/**
 * For a list page's prefetch: the search its `usePagedSearch(filters)` will read from the address the page opens
 * at (the browser's, which the router has already moved to), so the first page is asked with the same key.
 */
export function pagedSearchOfAddress<Filters extends object = Record<never, never>>(
  filters: AddressFilters<Filters> = NO_FILTERS as AddressFilters<Filters>,
): PageRequest & Filters {
  return pagedSearchFromAddress(new URLSearchParams(window.location.search), filters);
}
