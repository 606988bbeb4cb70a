import {
  filtersFromAddress,
  oneOfFilter,
  pageFromAddress,
  ROLE_CODES,
  usePagedSearch,
  type AddressFilter,
  type AddressFilters,
} from '@waste/shared';
import type { AccountFilters } from '@/common/api/searchAccounts';

const text = (param: string): AddressFilter<string> => ({ param, parse: (raw) => (raw.length <= 200 ? raw : undefined) });
const flag = (param: string): AddressFilter<boolean> => ({
  param,
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
});

/** `/accounts?name=&role=&waiting=&disabled=` with the page. */
const ACCOUNT_FILTERS: AddressFilters<AccountFilters> = {
  name: text('name'),
  role: oneOfFilter('role', ROLE_CODES),
  withoutRole: flag('waiting'),
  disabled: flag('disabled'),
};

export function useAccountSearcher() {
  return usePagedSearch(ACCOUNT_FILTERS);
}

/** The search `/accounts` sends for an address, read before the page renders (its prefetch). */
export const accountSearchOf = (params: URLSearchParams) => ({
  ...pageFromAddress(params),
  ...filtersFromAddress(params, ACCOUNT_FILTERS),
});
