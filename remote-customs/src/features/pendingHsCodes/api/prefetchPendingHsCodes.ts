import type { QueryClient } from '@tanstack/react-query';
import { hsCodeSearchInitQuery } from '@/common/api/initHsCodeSearch';
import { codeSectorSearchOf } from '@/common/hooks/useCodeSectorSearch';
import { pendingHsCodesQuery } from './searchPendingHsCodes';

/**
 * The pending codes' first reads, sent while the page's code loads: the address's page of codes and the
 * table's page sizes, with the page's own query options.
 */
export function prefetchPendingHsCodes(queryClient: QueryClient): void {
  const { page, filters } = codeSectorSearchOf(new URLSearchParams(window.location.search));
  void queryClient.prefetchQuery(pendingHsCodesQuery({ ...page, hsCode: filters.code }));
  void queryClient.prefetchQuery(hsCodeSearchInitQuery);
}
