import type { QueryClient } from '@tanstack/react-query';
import { districtsQuery } from '@/common/api/getDistricts';
import { provincesQuery } from '@/common/api/getProvinces';
import { recyclerSearchQuery } from '@/common/api/searchRecyclers';
import { recyclerSearchOf } from '../hooks/useRecyclerSearcher';

/** The registry's first reads, sent while its code loads: the address's page of recyclers and its searcher's provinces and districts. */
export function prefetchRecyclers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(recyclerSearchQuery(recyclerSearchOf(new URLSearchParams(window.location.search))));
  void queryClient.prefetchQuery(provincesQuery);
  void queryClient.prefetchQuery(districtsQuery());
}
