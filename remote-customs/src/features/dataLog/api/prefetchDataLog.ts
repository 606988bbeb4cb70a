import { pageFromAddress } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { dataLogQuery, flipOrder } from './searchDataLog';

/** The data log's first read, sent while its code loads: the address's page of files, with the page's own query options. */
export function prefetchDataLog(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dataLogQuery(flipOrder(pageFromAddress(new URLSearchParams(window.location.search)))));
}
