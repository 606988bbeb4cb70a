import { pagedSearchOfAddress } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionRecyclerScope } from '@/common/api/sessionScope';
import { RETURN_FILTERS } from '../hooks/useReturnSearcher';
import { returnListQuery } from './searchReturns';

/** `/wasteData`'s first read: the page of returns its address asks for. */
export function prefetchReturnList(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(returnListQuery(pagedSearchOfAddress(RETURN_FILTERS), sessionRecyclerScope()));
}
