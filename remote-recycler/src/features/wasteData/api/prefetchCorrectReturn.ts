import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionRecyclerScope } from '@/common/api/sessionScope';
import { masterDataQuery } from './getMasterData';
import { returnQuery } from './getReturn';

/** `/wasteData/correct/:id`'s first reads: the return to correct and the lists its lines name. */
export function prefetchCorrectReturn(queryClient: QueryClient, { id = '' }: PageParams): void {
  void queryClient.prefetchQuery(returnQuery(id, sessionRecyclerScope()));
  void queryClient.prefetchQuery(masterDataQuery());
}
