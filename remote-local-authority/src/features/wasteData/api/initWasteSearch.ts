import { apiClient } from '@waste/shared';
import type { WasteSearchOptions } from './types';

export async function initWasteSearch(): Promise<WasteSearchOptions> {
  const { data } = await apiClient.get<WasteSearchOptions>('/local-authority/init-waste-search');
  return data;
}
