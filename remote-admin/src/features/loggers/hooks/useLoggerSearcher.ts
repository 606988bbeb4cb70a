import {
  filtersFromAddress,
  isoDateFilter,
  pageFromAddress,
  usePagedSearch,
  type AddressFilter,
  type AddressFilters,
  type PageRequest,
} from '@waste/shared';
import type { LoggerFilters } from '@/common/api/searchLoggers';

const text = (param: string): AddressFilter<string> => ({ param, parse: (raw) => (raw.length > 0 && raw.length <= 40 ? raw : undefined) });
const uuid = (param: string): AddressFilter<string> => ({ param, parse: (raw) => (/^[0-9a-f-]{36}$/i.test(raw) ? raw : undefined) });

/** `/loggers?user=&authority=&action=&entity=&from=&to=` with the page, so that a reload keeps the search. */
const LOGGER_FILTERS: AddressFilters<LoggerFilters> = {
  userId: uuid('user'),
  actingLocalAuthorityId: text('authority'),
  action: text('action'),
  entity: text('entity'),
  fromDate: isoDateFilter('from'),
  toDate: isoDateFilter('to'),
};

/** The address's plain order (ASC, the platform default) is the log's natural one, newest first: the server's order from the address's and back. */
export const flipOrder = <Search extends PageRequest>(search: Search): Search => ({
  ...search,
  pageSort: search.pageSort === 'ASC' ? 'DESC' : 'ASC',
});

export function useLoggerSearcher() {
  return usePagedSearch(LOGGER_FILTERS);
}

/** The search `/loggers` sends for an address, read before the page renders (its prefetch). */
export const loggerSearchOf = (params: URLSearchParams) =>
  flipOrder({ ...pageFromAddress(params), ...filtersFromAddress(params, LOGGER_FILTERS) });
