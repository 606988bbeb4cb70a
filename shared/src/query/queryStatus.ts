import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, httpStatus, isRetryable } from '../api/errorMessage';

export interface QueryStatus {
  /** Nothing to show yet: the first load, or a retry after a failure. */
  loading: boolean;
  /** The server's message, a human one for a refused request, or the page's own (spec section 8); null while trying again. */
  error: string | null;
  /** e.g. to offer no Retry for a 404. */
  errorStatus: number | null;
  /** False when the server refused the request itself (a malformed link, a 404): a Retry would fail the same way. */
  retryable: boolean;
}

/** What a page shows for a query besides its data (spec section 4, "Every data list"). */
export function queryStatus(result: Pick<UseQueryResult, 'data' | 'error' | 'isError' | 'isFetching'>, fallbackError: string): QueryStatus {
  const failed = result.isError && !result.isFetching;
  return {
    loading: result.isFetching && result.data === undefined,
    error: failed ? errorMessage(result.error, fallbackError) : null,
    errorStatus: failed ? httpStatus(result.error) : null,
    retryable: failed && isRetryable(result.error),
  };
}
