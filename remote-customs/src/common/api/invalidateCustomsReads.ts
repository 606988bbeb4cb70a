import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks every customs and HS code read stale: an imported file or a sector given to a code changes the lines,
 * the codes and their counts, the data log and the statistics.
 */
export function invalidateCustomsReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => /^\/(customs|hscode)/.test(String(query.queryKey[0])) });
}
