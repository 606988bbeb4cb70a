import { pagedSearchOfAddress, type PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { recyclableGraphQuery } from '@/common/api/getRecyclableGraph';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { CENTRE_WASTE_FILTERS } from '../hooks/centreWasteFilters';
import { firstGraphRange } from '../rules/firstGraphRange';
import { centreQuery } from './getCentre';
import { collectedGraphQuery } from './getCollectedGraph';
import { centreWasteSearchQuery } from './searchCentreWaste';

/**
 * `/sampath-piyasa/center/:id`'s first reads: the centre, the first page of its entries and its two graphs' latest
 * year. The page asks the last three once the centre has answered; started here, they need not wait.
 */
export function prefetchCentre(queryClient: QueryClient, { id = '' }: PageParams): void {
  const scope = sessionLocalAuthorityScope();
  const graphs = { ...firstGraphRange(), sampathPiyasaId: id };
  void queryClient.prefetchQuery(centreQuery(id, scope));
  void queryClient.prefetchQuery(centreWasteSearchQuery(id, pagedSearchOfAddress(CENTRE_WASTE_FILTERS), scope));
  void queryClient.prefetchQuery(collectedGraphQuery(graphs, scope));
  void queryClient.prefetchQuery(recyclableGraphQuery(graphs, scope));
}
