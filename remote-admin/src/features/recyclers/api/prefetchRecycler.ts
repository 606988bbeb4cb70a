import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { recyclerQuery } from './getRecycler';

/** A recycler's page's first read, sent while its code loads: the entry of the address's id. */
export function prefetchRecycler(queryClient: QueryClient, params: PageParams): void {
  if (params.id) void queryClient.prefetchQuery(recyclerQuery(params.id));
}
