import { apiClient, apiQueryKey } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { WasteSearchOptions } from './types';

export async function initWasteSearch(): Promise<WasteSearchOptions> {
  const { data } = await apiClient.get<WasteSearchOptions>('/local-authority/init-waste-search');
  return data;
}

export const wasteSearchOptionsKey = apiQueryKey('/local-authority/init-waste-search');

export function useWasteSearchOptions() {
  return useQuery({ queryKey: wasteSearchOptionsKey, queryFn: initWasteSearch });
}
