import { apiClient, apiQueryKey, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomsType, LinesFilters } from './types';

type LinesSearcher = PageRequest & LinesFilters;
type LinesPage = ApiResponse<'/customs/search', 'post'>;

export async function searchCustomsLines(type: CustomsType, searcher: LinesSearcher): Promise<LinesPage> {
  const { data } = await apiClient.post<LinesPage>('/customs/search', searcher, { params: { type } });
  return data;
}

/** One page of the flow's lines; the page on screen stays while the next one loads. */
export function useCustomsLines(type: CustomsType, searcher: LinesSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/customs/search', type, searcher),
    queryFn: () => searchCustomsLines(type, searcher),
    placeholderData: keepPreviousData,
  });
}
