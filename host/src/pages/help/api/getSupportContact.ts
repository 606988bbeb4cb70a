import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';

const supportContactQuery = { ...apiGetQuery('/users/me/support-contact'), staleTime: PREFETCHED_READ_STALE_MS };

/** Whom to contact for help, as the super admin set it (every field null until then). */
export const useSupportContact = () => useQuery(supportContactQuery);

/** `/help`'s first read, sent while its code loads. */
export function prefetchHelp(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(supportContactQuery);
}
