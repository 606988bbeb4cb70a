import { apiClient, apiQueryKey, apiUrl, errorMessage, type ApiQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

const DIAGRAM_PATHS = {
  LA: '/mfa/diagram-la',
  DISTRICT: '/mfa/district-diagram-la',
  PROVINCE: '/mfa/province-diagram-la',
} as const;
export type DiagramLevel = keyof typeof DIAGRAM_PATHS;

/**
 * Why a diagram is missing: the fetch failed (with the server's message when it gave one) or the image
 * could not be converted for display. The page words it (spec section 8).
 */
export class DiagramError extends Error {
  constructor(
    readonly kind: 'fetch' | 'convert',
    readonly serverMessage: string | null = null,
  ) {
    super(kind);
  }
}

/** A blob as a data URL, for an <img> and for the download link. */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new DiagramError('convert')));
    reader.onerror = () => reject(new DiagramError('convert'));
    reader.readAsDataURL(blob);
  });
}

/** The three diagrams take the same query. */
type DiagramQuery = ApiQuery<'/mfa/diagram-la', 'get'>;

/** A blob answer, which `apiCall` does not read: a call of the one client by hand. */
export async function getDiagram(level: DiagramLevel, query: DiagramQuery): Promise<string> {
  let blob: Blob;
  try {
    blob = (await apiClient.get<Blob>(apiUrl(DIAGRAM_PATHS[level]), { params: query, responseType: 'blob' })).data;
  } catch (error) {
    // A blob error body is not JSON, so only a status-less failure or a scope guard has a message here.
    const message = errorMessage(error, '');
    throw new DiagramError('fetch', message || null);
  }
  return blobToDataUrl(blob);
}

/** The server-drawn Sankey of the authority, its district or its province, as a data URL. */
export function useDiagram(level: DiagramLevel, year: number, lang: DiagramQuery['lang'], scope: LocalAuthorityScope) {
  const query: DiagramQuery = { year, lang, ...scope };
  return useQuery({ queryKey: apiQueryKey(DIAGRAM_PATHS[level], {}, query), queryFn: () => getDiagram(level, query), retry: false });
}
