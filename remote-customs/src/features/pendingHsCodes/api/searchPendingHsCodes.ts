import { apiClient, apiQueryKey, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HsCodePage } from '@/common/api/types';

type PendingHsCodeSearcher = ApiBody<'/hscode/search-new', 'post'>;

export async function searchPendingHsCodes(searcher: PendingHsCodeSearcher): Promise<HsCodePage> {
  const { data } = await apiClient.post<HsCodePage>('/hscode/search-new', searcher);
  return data;
}

/** Codes seen in customs files without a sector yet; the page on screen stays while the next one loads. */
export function usePendingHsCodes(searcher: PendingHsCodeSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/hscode/search-new', searcher),
    queryFn: () => searchPendingHsCodes(searcher),
    placeholderData: keepPreviousData,
  });
}
