import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { queryStatus } from './queryStatus';

/** The parts of a TanStack query a loading, failure or Retry needs. */
export type StatusQuery<Data = unknown> = Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;

export interface QueryErrorProps {
  query: StatusQuery;
  /** The page's own message when the server gives none, e.g. 'Error loading waste data' (spec section 8). */
  loadFailed: string;
  /** The failure in words where the page reads them itself (a diagram's answer is a file, not JSON). */
  describeError?: (error: unknown) => string;
  /** Offer Retry (the default) when asking again may help; false where the page offers none. */
  retry?: boolean;
  /** 'warning' where the page goes on without the data (e.g. with default options). */
  type?: 'error' | 'warning';
  testId?: string;
}

/**
 * A query's failure: the server's message (or the page's), and Retry, which asks again. A request the
 * server refused (a 404, a malformed link) gets no Retry: it would fail the same way.
 */
export function QueryError({ query, loadFailed, describeError, retry = true, type = 'error', testId }: QueryErrorProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const status = queryStatus(query, loadFailed);
  if (!status.error) return null;
  return (
    <Alert
      type={type}
      showIcon
      title={describeError ? describeError(query.error) : status.error}
      data-testid={testId}
      action={retry && status.retryable ? <Button onClick={() => void query.refetch()}>{t('state.retry')}</Button> : null}
    />
  );
}
