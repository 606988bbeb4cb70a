import type { QueryClient } from '@tanstack/react-query';
import { uncertaintyRulesQuery } from './getUncertaintyRules';

/** The rules page's one read, sent while its code loads. */
export function prefetchUncertaintyRules(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(uncertaintyRulesQuery);
}
