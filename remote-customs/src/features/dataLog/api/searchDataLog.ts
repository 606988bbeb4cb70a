import { apiClient, apiQueryKey, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type DataLogPage = ApiResponse<'/customs-log/search', 'post'>;
/** An uploaded customs file and its import job's outcome. */
export type CustomsUpload = DataLogPage['rows'][number];

export async function searchDataLog(searcher: PageRequest): Promise<DataLogPage> {
  const { data } = await apiClient.post<DataLogPage>('/customs-log/search', searcher);
  return data;
}

/** One page of the uploaded files; the page on screen stays while the next one loads. */
export function useDataLog(searcher: PageRequest) {
  return useQuery({
    queryKey: apiQueryKey('/customs-log/search', searcher),
    queryFn: () => searchDataLog(searcher),
    placeholderData: keepPreviousData,
  });
}
