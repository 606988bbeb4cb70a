import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type EntrySearcher = PageRequest & Pick<ApiBody<'/customs-log/view/search/{id}', 'post'>, 'hsCode' | 'sector'>;
type DataLogEntry = ApiResponse<'/customs-log/view/search/{id}', 'post'>;

export async function searchDataLogEntry(id: string, searcher: EntrySearcher): Promise<DataLogEntry> {
  const { data } = await apiClient.post<DataLogEntry>(`/customs-log/view/search/${encodeURIComponent(id)}`, searcher);
  return data;
}

/** One uploaded file and a page of the lines it brought; the page on screen stays while the next one loads. */
export function useDataLogEntry(id: string, searcher: EntrySearcher) {
  return useQuery({
    queryKey: apiQueryKey('/customs-log/view/search/{id}', id, searcher),
    queryFn: () => searchDataLogEntry(id, searcher),
    placeholderData: keepPreviousData,
  });
}
