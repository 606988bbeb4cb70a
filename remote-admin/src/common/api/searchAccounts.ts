import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

export type AccountFilters = Pick<ApiBody<'/users/search', 'post'>, 'name' | 'role' | 'withoutRole' | 'disabled'>;
export type AccountSearcher = PageRequest & AccountFilters;
export type AccountSearchResult = ApiResponse<'/users/search', 'post'>;
export type Account = AccountSearchResult['rows'][number];

export async function searchAccounts(searcher: AccountSearcher): Promise<AccountSearchResult> {
  const { data } = await apiClient.post<AccountSearchResult>('/users/search', searcher);
  return data;
}

export function useAccountSearch(searcher: AccountSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/users/search', searcher),
    queryFn: () => searchAccounts(searcher),
    placeholderData: keepPreviousData,
  });
}

/** The accounts matching a picker's typed text, by name and email. */
export async function findAccounts(search: PickerSearch): Promise<RemoteOption[]> {
  const { rows } = await searchAccounts(search);
  return rows.map((row) => ({ value: row.id, label: `${row.firstName} ${row.lastName} (${row.email})` }));
}
