import { apiClient, type LocalAuthorityScope } from '@waste/shared';
import type { WasteSearcher, WasteSearchResult } from './types';

export async function searchWaste(searcher: WasteSearcher, scope: LocalAuthorityScope): Promise<WasteSearchResult> {
  const { data } = await apiClient.post<WasteSearchResult>('/local-authority/search-waste', searcher, { params: scope });
  return data;
}
