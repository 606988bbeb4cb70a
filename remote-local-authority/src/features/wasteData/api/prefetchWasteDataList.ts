import { pagedSearchOfAddress } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { wasteListQuery } from '@/common/api/searchWaste';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { WASTE_FILTERS } from '../hooks/useWasteSearcher';
import { wasteSearchOptionsQuery } from './initWasteSearch';

/** `/wasteData`'s first reads: the page of records its address asks for, and the filters' choices. */
export function prefetchWasteDataList(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(wasteListQuery(pagedSearchOfAddress(WASTE_FILTERS), sessionLocalAuthorityScope()));
  void queryClient.prefetchQuery(wasteSearchOptionsQuery());
}
