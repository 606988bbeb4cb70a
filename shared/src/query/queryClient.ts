import { QueryClient } from '@tanstack/react-query';

/**
 * The product's query cache settings (one client, created by the host). No automatic retries: a failed
 * call shows the page's own message at once with a Retry button (spec section 4); no refetch on window
 * focus, which would reset a list under a user filling a form. Every call is made even when the browser says
 * it is offline (`networkMode: 'always'`): the service worker may answer a read from its cache, and a save
 * without an answer is kept on the device at once (ADR 0272, ADR 0273), not paused until the line is back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * How long a read a page prefetches (its manifest entry's `prefetch`) stays fresh: long enough for the page
 * that is still loading to find it without asking again. The product's own writes invalidate it at once.
 */
export const PREFETCHED_READ_STALE_MS = 30_000;
