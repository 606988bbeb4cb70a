import type { QueryClient } from '@tanstack/react-query';
import { loggerSearchQuery } from '@/common/api/searchLoggers';
import { loggerSearchOf } from '../hooks/useLoggerSearcher';
import { loggerOptionsQuery } from './getLoggerOptions';

/** The audit log's first reads, sent while its code loads: the address's page of entries and the filters' choices. */
export function prefetchLoggers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(loggerSearchQuery(loggerSearchOf(new URLSearchParams(window.location.search))));
  void queryClient.prefetchQuery(loggerOptionsQuery);
}
