import { pagedSearchOfAddress } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { CENTRE_FILTERS } from '../hooks/useCentreSearcher';
import { centreSearchQuery } from './searchCentres';

/** `/sampath-piyasa`'s first read: the page of centres its address asks for. */
export function prefetchCentres(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(centreSearchQuery(pagedSearchOfAddress(CENTRE_FILTERS), sessionLocalAuthorityScope()));
}
