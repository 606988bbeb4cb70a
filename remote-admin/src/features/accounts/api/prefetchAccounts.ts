import type { QueryClient } from '@tanstack/react-query';
import { accountSearchQuery, WAITING_COUNT } from '@/common/api/searchAccounts';
import { accountSearchOf } from '../hooks/useAccountSearcher';

/**
 * The accounts list's first reads, sent while its code loads: the address's page of accounts and the count of
 * sign-ups waiting, with the page's own query options.
 */
export function prefetchAccounts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(accountSearchQuery(accountSearchOf(new URLSearchParams(window.location.search))));
  void queryClient.prefetchQuery(accountSearchQuery(WAITING_COUNT));
}
