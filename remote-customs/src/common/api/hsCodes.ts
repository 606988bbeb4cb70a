import { apiClient, apiQueryKey, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Sector } from '../useSectors';
import { cachedHsPage, storeHsPage } from './hsCodePageCache';

export interface HsCode {
  id: string;
  hsCode: string;
  description: string;
  level: number;
  chapter: string;
  heading: string | null;
  inNomenclature: boolean;
  sectorId: string | null;
  sectorName: string | null;
  lineCount: number;
}

export interface HsCodePage {
  rows: HsCode[];
  total: number;
  version: string;
}

export interface HsInit {
  paginationOptions: number[];
  sortOrderOptions: string[];
  defaultSearcher: PageRequest;
  version: string;
}

export type HsSearcher = PageRequest & { hsCode?: string; sectorId?: string };

export function useHsInit(path: '/hscode/init-search') {
  return useQuery({ queryKey: apiQueryKey(path), queryFn: async () => (await apiClient.get<HsInit>(path)).data, staleTime: 0 });
}

/**
 * Spec section 4: HS code pages are kept in local storage by their search and reused without a call, as
 * long as the server's version of the sector assignments (from init-search) is the one they were read at.
 */
export function useHsCodes(searcher: HsSearcher, version: string | undefined) {
  return useQuery({
    queryKey: [...apiQueryKey('/hscode/search'), version, searcher],
    enabled: version !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const cached = cachedHsPage(version ?? '', searcher);
      if (cached) return cached;
      const { data } = await apiClient.post<HsCodePage>('/hscode/search', searcher);
      storeHsPage(data.version, searcher, data);
      return data;
    },
  });
}

export function usePendingHsCodes(searcher: PageRequest & { hsCode?: string; sector?: string }) {
  return useQuery({
    queryKey: [...apiQueryKey('/hscode/search-new'), searcher],
    queryFn: async () => (await apiClient.post<HsCodePage>('/hscode/search-new', searcher)).data,
    placeholderData: keepPreviousData,
  });
}

export async function editHsCode(id: string): Promise<{ hsCode: HsCode; sectors: Sector[] }> {
  const { data } = await apiClient.get<{ hsCode: HsCode; sectors: Sector[] }>(`/hscode/edit/${encodeURIComponent(id)}`);
  return data;
}

export async function assignSector(hsCodes: string[], sectorId: string | null): Promise<{ updated: number; version: string }> {
  const { data } = await apiClient.post<{ updated: number; version: string }>('/hscode/update', { hsCodes, sectorId });
  return data;
}
