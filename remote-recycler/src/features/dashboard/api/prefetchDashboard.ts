import { colomboYear } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionRecyclerScope } from '@/common/api/sessionScope';
import { FIRST_SPAN, graphYears } from '../rules/graphYears';
import { nationalGraphQuery } from './getNationalGraph';
import { ownGraphQuery } from './getOwnGraph';

/**
 * The dashboard's first reads: this year's figures and both graphs' first years. The page asks them once the
 * recycler is known; started here, they need not wait for it.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  const scope = sessionRecyclerScope();
  const year = colomboYear();
  void queryClient.prefetchQuery(ownGraphQuery(graphYears(year, 1), scope));
  void queryClient.prefetchQuery(ownGraphQuery(graphYears(year, FIRST_SPAN), scope));
  void queryClient.prefetchQuery(nationalGraphQuery(graphYears(year, FIRST_SPAN), scope));
}
