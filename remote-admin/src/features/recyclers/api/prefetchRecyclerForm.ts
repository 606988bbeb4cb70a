import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { districtsQuery } from '@/common/api/getDistricts';
import { provincesQuery } from '@/common/api/getProvinces';
import { prefetchRecycler } from './prefetchRecycler';

/** The recycler form's first reads, sent while its code loads: its places' choices and, to edit one, the entry. */
export function prefetchRecyclerForm(queryClient: QueryClient, params: PageParams): void {
  void queryClient.prefetchQuery(provincesQuery);
  void queryClient.prefetchQuery(districtsQuery());
  prefetchRecycler(queryClient, params);
}
