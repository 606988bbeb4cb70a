import { pageFromAddress } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { accountSearchQuery } from '@/common/api/searchAccounts';
import { customsAccountSearch } from './customsAccountSearch';

/** The customs accounts list's first read, sent while its code loads: the address's page, with the page's own query options. */
export function prefetchCustomsAccounts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(accountSearchQuery(customsAccountSearch(pageFromAddress(new URLSearchParams(window.location.search)))));
}
