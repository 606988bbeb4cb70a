import { apiCall, apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

export type AccountFilters = Pick<ApiBody<'/users/search', 'post'>, 'name' | 'role' | 'withoutRole' | 'disabled'>;
export type AccountSearcher = PageRequest & AccountFilters;
export type Account = ApiResponse<'/users/search', 'post'>['rows'][number];

/** A page of accounts; /accounts and /customs prefetch the address's. */
export const accountSearchQuery = (searcher: AccountSearcher) => ({
  ...apiPostQuery('/users/search', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The count of sign-ups waiting for a role, beside the accounts list's queue switch. */
export const WAITING_COUNT: AccountSearcher = { pageStart: 0, pageSize: 1, pageSort: 'ASC', withoutRole: true };

/** The page on screen stays while the next one loads. */
export const useAccountSearch = (searcher: AccountSearcher) =>
  useQuery({ ...accountSearchQuery(searcher), placeholderData: keepPreviousData });

/** The accounts matching a picker's typed text, by name and email. */
export async function findAccounts(search: PickerSearch): Promise<RemoteOption[]> {
  const { rows } = await apiCall('post', '/users/search', { body: search });
  return rows.map((row) => ({ value: row.id, label: `${row.firstName} ${row.lastName} (${row.email})` }));
}
