import type { QueryClient } from '@tanstack/react-query';
import { sectorsQuery } from '@/common/api/getSectors';
import { codeSectorSearchOf } from '@/common/hooks/useCodeSectorSearch';
import { customsSearchInitQuery } from './initCustomsSearch';
import { customsLinesQuery } from './searchCustomsLines';
import type { CustomsType } from './types';

/**
 * The first reads of a flow's page (`/import`, `/export`), sent while its code loads: the address's page of
 * lines, its page sizes and the sectors of its filter, with the page's own query options.
 */
export const prefetchCustomsLines = (type: CustomsType) => (queryClient: QueryClient) => {
  const { page, filters } = codeSectorSearchOf(new URLSearchParams(window.location.search));
  void queryClient.prefetchQuery(customsLinesQuery(type, { ...page, hscode: filters.code, sector: filters.sector }));
  void queryClient.prefetchQuery(customsSearchInitQuery);
  void queryClient.prefetchQuery(sectorsQuery);
};
