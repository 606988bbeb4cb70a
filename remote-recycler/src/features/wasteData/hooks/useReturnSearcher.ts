import { oneOfFilter, usePagedSearch, type AddressFilter, type AddressFilters } from '@waste/shared';
import { PLASTIC_TYPES } from '@/common/rules/plasticTypes';
import type { ReturnSearchFilters } from '../api/types';

const yearFilter: AddressFilter<number> = {
  param: 'year',
  parse: (raw) => (/^\d{4}$/.test(raw) ? Number(raw) : undefined),
};

/** `/wasteData?start=&size=&sort=&year=&plastic=`: the list's search, kept in the address. */
export const RETURN_FILTERS: AddressFilters<ReturnSearchFilters> = {
  year: yearFilter,
  plasticType: oneOfFilter('plastic', PLASTIC_TYPES),
};

export function useReturnSearcher() {
  return usePagedSearch(RETURN_FILTERS);
}
