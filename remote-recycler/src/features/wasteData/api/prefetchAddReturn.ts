import type { QueryClient } from '@tanstack/react-query';
import { masterDataQuery } from './getMasterData';

/** `/wasteData/addData`'s first read: the lists its lines name. */
export function prefetchAddReturn(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(masterDataQuery());
}
