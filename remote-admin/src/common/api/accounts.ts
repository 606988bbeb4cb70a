import { apiClient, apiQueryKey, invalidateApiReads, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type AccountFilters = Pick<ApiBody<'/users/search', 'post'>, 'name' | 'role' | 'withoutRole' | 'disabled'>;
export type AccountSearcher = PageRequest & AccountFilters;
export type AccountSearchResult = ApiResponse<'/users/search', 'post'>;
export type Account = AccountSearchResult['rows'][number];
export type AccountChange = ApiBody<'/users/{id}', 'patch'>;
export type NewAccount = ApiBody<'/users', 'post'>;
export type RoleCode = NewAccount['roles'][number];

export const ROLE_CODES: RoleCode[] = ['001', '002', '003', '004', '005'];

export function useAccountSearch(searcher: AccountSearcher, enabled = true) {
  return useQuery({
    queryKey: apiQueryKey('/users/search', searcher),
    queryFn: async () => (await apiClient.post<AccountSearchResult>('/users/search', searcher)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every change refreshes the account lists (and the loggers, which now hold one entry more). */
function useRefreshingMutation<Variables>(mutationFn: (variables: Variables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await invalidateApiReads(client, '/users/search', '/loggers/search');
    },
  });
}

export function useUpdateAccount() {
  return useRefreshingMutation(
    async ({ id, change }: { id: string; change: AccountChange }) => (await apiClient.patch<Account>(`/users/${id}`, change)).data,
  );
}

export function useCreateAccount() {
  return useRefreshingMutation(async (account: NewAccount) => (await apiClient.post('/users', account)).data);
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: async (id: string) => (await apiClient.post<{ message: string }>(`/users/${id}/password-reset`)).data });
}
