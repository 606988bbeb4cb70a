import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sectorsQuery } from '@/common/api/getSectors';
import { codeSectorSearchOf } from '@/common/hooks/useCodeSectorSearch';
import { dataLogEntryQuery } from './searchDataLogEntry';

/**
 * A file's page's first reads, sent while its code loads: the file with the address's page of its lines and the
 * sectors of its filter, with the page's own query options.
 */
export function prefetchDataLogEntry(queryClient: QueryClient, params: PageParams): void {
  const { page, filters } = codeSectorSearchOf(new URLSearchParams(window.location.search));
  void queryClient.prefetchQuery(dataLogEntryQuery(params.id ?? '', { ...page, hsCode: filters.code, sector: filters.sector }));
  void queryClient.prefetchQuery(sectorsQuery);
}
