import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionRecyclerScope } from '@/common/api/sessionScope';
import { returnQuery } from './getReturn';

/** `/wasteData/view/:id`'s first read: the return. */
export function prefetchReturnDetail(queryClient: QueryClient, { id = '' }: PageParams): void {
  void queryClient.prefetchQuery(returnQuery(id, sessionRecyclerScope()));
}
