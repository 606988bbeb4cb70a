import { apiClient, apiQueryKey, errorMessage, type ApiBody } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type DiagramRequest = ApiBody<'/mfa/search-mfa', 'post'>;
/** The nation, or one authority by id: named in the body, so that looking at an authority is not acting as it. */
export type DiagramArea = Pick<DiagramRequest, 'level' | 'id'>;

/** Why a diagram is missing, with the server's message when a JSON error came back. */
class DiagramError extends Error {}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new DiagramError('')));
    reader.onerror = () => reject(new DiagramError(''));
    reader.readAsDataURL(blob);
  });
}

/**
 * The server-drawn Sankey of the area for the year as a data URL (SVG: the browser shapes Sinhala and Tamil).
 * The answer is a blob, which `apiCall` does not ask for.
 */
async function searchMfa(request: DiagramRequest): Promise<string> {
  try {
    const { data } = await apiClient.post<Blob>('/mfa/search-mfa', request, { responseType: 'blob' });
    return await blobToDataUrl(data);
  } catch (error) {
    throw new DiagramError(errorMessage(error, ''));
  }
}

export function useMfaDiagram(area: DiagramArea, year: number, lang: DiagramRequest['lang']) {
  const request: DiagramRequest = { ...area, year, lang };
  return useQuery({ queryKey: apiQueryKey('/mfa/search-mfa', request), queryFn: () => searchMfa(request), retry: false });
}
