import { isoDateFilter, oneOfFilter, usePagedSearch, type AddressFilters } from '@waste/shared';
import type { WasteSearchFilters } from '@/common/api/searchWaste';

/** `/wasteData?start=&size=&sort=&from=&to=&plastic=&frequency=` (docs/adr/0029-server-paged-lists.md). */
export const WASTE_FILTERS: AddressFilters<WasteSearchFilters> = {
  fromDate: isoDateFilter('from'),
  toDate: isoDateFilter('to'),
  plasticType: oneOfFilter('plastic', ['HARD', 'SOFT']),
  frequencyType: oneOfFilter('frequency', ['DAILY', 'RANGE']),
};

/** The waste list's search, kept in the address; the spec's defaults otherwise: start 0, 25 rows, ASC. */
export function useWasteSearcher() {
  return usePagedSearch(WASTE_FILTERS);
}
