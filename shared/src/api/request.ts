import { queryOptions } from '@tanstack/react-query';
import { apiQueryKey } from '../query/apiQueryKey';
import { apiClient } from './client';
import type { ApiBody, ApiPath, ApiQuery, ApiResponse, Method, Operation } from './contract';

/** The paths that answer this method. */
export type ApiPathOf<M extends Method> = {
  [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P;
}[ApiPath];

type ApiPathParams<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { path?: infer Params } } ? NonNullable<Params> : never;

/** What a request sends besides its body: its query (`?year=`) and the values of its path's `{placeholders}`. */
export interface ApiRequestOptions<P extends ApiPath, M extends Method> {
  query?: ApiQuery<P, M>;
  path?: ApiPathParams<P, M>;
}

/** The URL of a path template, each `{placeholder}` filled with its value, encoded. */
export function apiUrl(template: string, values: object = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (values as Record<string, unknown>)[name];
    if (value === undefined || value === null) throw new Error(`${template} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** One call of the API through the one client, typed by the generated contract: `apiCall('get', '/users/me')`. */
export async function apiCall<M extends Method, P extends ApiPathOf<M>>(
  method: M,
  path: P,
  { query, path: values, body, headers }: ApiRequestOptions<P, M> & { body?: ApiBody<P, M>; headers?: Record<string, string> } = {},
): Promise<ApiResponse<P, M>> {
  const { data } = await apiClient.request<ApiResponse<P, M>>({
    method,
    url: apiUrl(path, values ?? {}),
    params: query,
    data: body,
    headers,
  });
  return data;
}

/** A read by GET as a query: its key starts with the path (so writes can name it), then what it asks. */
export function apiGetQuery<P extends ApiPathOf<'get'>>(path: P, options: ApiRequestOptions<P, 'get'> = {}) {
  return queryOptions({
    queryKey: apiQueryKey(path, options.path ?? {}, options.query ?? {}),
    queryFn: () => apiCall('get', path, options),
  });
}

/** A read by POST (a search, a graph) as a query, its body part of its key. */
export function apiPostQuery<P extends ApiPathOf<'post'>>(path: P, body: ApiBody<P, 'post'>, options: ApiRequestOptions<P, 'post'> = {}) {
  return queryOptions({
    queryKey: apiQueryKey(path, options.path ?? {}, options.query ?? {}, body),
    queryFn: () => apiCall('post', path, { ...options, body }),
  });
}
