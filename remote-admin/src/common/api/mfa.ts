import { apiClient, apiQueryKey, errorMessage, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type NationalMfaSummary = ApiResponse<'/mfa/mfa-national-summary', 'get'>;
export type MfaTotals = NationalMfaSummary['totals'];
/** The nation, or one authority by id: the body of /mfa/search-mfa, which names the area without acting as it. */
export type DiagramArea = { level: 'NATIONAL' } | { level: 'LA'; id: string };

export function useNationalMfaSummary(year: number) {
  return useQuery({
    queryKey: apiQueryKey('/mfa/mfa-national-summary', year),
    queryFn: async () => (await apiClient.get<NationalMfaSummary>('/mfa/mfa-national-summary', { params: { year } })).data,
  });
}

/** Why a diagram is missing, with the server's message when a JSON error came back. */
export class DiagramError extends Error {}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new DiagramError('')));
    reader.onerror = () => reject(new DiagramError(''));
    reader.readAsDataURL(blob);
  });
}

/** The server-drawn Sankey of the area for the year as a data URL (SVG: the browser shapes Sinhala and Tamil). */
export function useMfaDiagram(area: DiagramArea, year: number, lang: string) {
  return useQuery({
    queryKey: apiQueryKey('/mfa/search-mfa', area, year, lang),
    retry: false,
    queryFn: async () => {
      try {
        const { data } = await apiClient.post<Blob>('/mfa/search-mfa', { ...area, year, lang }, { responseType: 'blob' });
        return await blobToDataUrl(data);
      } catch (error) {
        throw new DiagramError(errorMessage(error, ''));
      }
    },
  });
}
