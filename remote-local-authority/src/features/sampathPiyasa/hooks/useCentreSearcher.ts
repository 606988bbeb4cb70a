import { usePagedSearch, type AddressFilter, type AddressFilters } from '@waste/shared';
import type { CentreSearchFilters } from '../api/types';

const yesNo = (param: string): AddressFilter<boolean> => ({
  param,
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
});

/** `/sampath-piyasa?name=&mrf=&recycling=` with the page; the spec's defaults otherwise. */
export const CENTRE_FILTERS: AddressFilters<CentreSearchFilters> = {
  name: { param: 'name', parse: (raw) => raw.trim() || undefined },
  isMaterialRecoveryFacility: yesNo('mrf'),
  isRecyclingFacility: yesNo('recycling'),
};

export function useCentreSearcher() {
  return usePagedSearch(CENTRE_FILTERS);
}
