import { apiCall, apiPostQuery, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

export type AccountFilters = Pick<ApiBody<'/users/search', 'post'>, 'name' | 'role' | 'withoutRole' | 'disabled'>;
export type AccountSearcher = PageRequest & AccountFilters;
export type Account = ApiResponse<'/users/search', 'post'>['rows'][number];

export const useAccountSearch = (searcher: AccountSearcher) =>
  useQuery({ ...apiPostQuery('/users/search', searcher), placeholderData: keepPreviousData });

/** The accounts matching a picker's typed text, by name and email. */
export async function findAccounts(search: PickerSearch): Promise<RemoteOption[]> {
  const { rows } = await apiCall('post', '/users/search', { body: search });
  return rows.map((row) => ({ value: row.id, label: `${row.firstName} ${row.lastName} (${row.email})` }));
}
