import { apiClient } from './client';
import type { Method } from './contract';
import { errorMessage } from './errorMessage';
import { apiUrl, type ApiPathOf, type ApiRequestOptions } from './request';
import type { ApiBody } from './contract';

/**
 * Why a picture the server draws is missing: the fetch failed (with the server's message when it gave one),
 * or the answer could not be converted for display. The page words it (spec section 8).
 */
export class ApiImageError extends Error {
  constructor(
    readonly kind: 'fetch' | 'convert',
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? `the picture could not be ${kind === 'fetch' ? 'fetched' : 'converted'}`);
  }
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new ApiImageError('convert')));
    reader.onerror = () => reject(new ApiImageError('convert'));
    reader.readAsDataURL(blob);
  });
}

/** A picture the server draws (a Sankey diagram), through the one client, as a data URL for an <img> and a download. */
export async function apiImage<M extends Method, P extends ApiPathOf<M>>(
  method: M,
  path: P,
  { query, path: values, body }: ApiRequestOptions<P, M> & { body?: ApiBody<P, M> } = {},
): Promise<string> {
  let blob: Blob;
  try {
    blob = (await apiClient.request<Blob>({ method, url: apiUrl(path, values ?? {}), params: query, data: body, responseType: 'blob' }))
      .data;
  } catch (error) {
    // A blob error body is not JSON, so only a status-less failure or a scope guard has a message here.
    throw new ApiImageError('fetch', errorMessage(error, '') || null);
  }
  return dataUrlOf(blob);
}
