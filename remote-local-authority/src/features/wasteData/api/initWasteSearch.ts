import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type WasteSearchOptions = ApiResponse<'/local-authority/init-waste-search', 'get'>;

export async function initWasteSearch(): Promise<WasteSearchOptions> {
  const { data } = await apiClient.get<WasteSearchOptions>('/local-authority/init-waste-search');
  return data;
}

export function useWasteSearchOptions() {
  return useQuery({ queryKey: apiQueryKey('/local-authority/init-waste-search'), queryFn: initWasteSearch });
}
