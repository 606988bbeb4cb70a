import type { QueryClient } from '@tanstack/react-query';
import { accountSearchQuery } from '@/common/api/searchAccounts';
import { accountSearchOf } from '../hooks/useAccountSearcher';

/** The accounts list's first read, sent while its code loads: the address's page of accounts, with the page's own query options. */
export function prefetchAccounts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(accountSearchQuery(accountSearchOf(new URLSearchParams(window.location.search))));
}
