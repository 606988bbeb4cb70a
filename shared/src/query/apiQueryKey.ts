import type { QueryClient } from '@tanstack/react-query';
import type { ApiPath } from '../api/contract';

/**
 * A query key starts with the API path it reads, so that a write names the reads it changes by path
 * (`invalidateApiReads`) without knowing which feature asked for them.
 */
export function apiQueryKey<P extends ApiPath>(path: P, ...params: unknown[]): readonly [P, ...unknown[]] {
  return [path, ...params];
}

/** Marks every cached answer of these paths stale; the ones on screen are fetched again. */
export function invalidateApiReads(client: QueryClient, ...paths: ApiPath[]): Promise<void[]> {
  return Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] })));
}
