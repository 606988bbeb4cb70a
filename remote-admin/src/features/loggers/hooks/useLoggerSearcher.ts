import { isoDateFilter, usePagedSearch, type AddressFilter, type AddressFilters } from '@waste/shared';
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

export function useLoggerSearcher() {
  return usePagedSearch(LOGGER_FILTERS);
}
