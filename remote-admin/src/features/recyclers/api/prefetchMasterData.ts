import type { QueryClient } from '@tanstack/react-query';
import { allMasterDataQuery } from './getMasterData';

/** The master data page's one read, sent while its code loads. */
export function prefetchMasterData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(allMasterDataQuery);
}
