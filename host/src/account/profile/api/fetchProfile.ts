import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';

export const profileQuery = { ...apiGetQuery('/users/me/profile'), staleTime: PREFETCHED_READ_STALE_MS };

export const useProfile = () => useQuery(profileQuery);

/** `/profile`'s first read, sent while its code loads. */
export function prefetchProfile(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(profileQuery);
}
