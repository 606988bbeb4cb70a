import { Skeleton } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { QueryError, type QueryErrorProps, type StatusQuery } from './QueryError';
import { ReservedSkeleton } from '../ui/ReservedSkeleton';
import { queryStatus } from './queryStatus';

export interface QueryStateProps<Data> extends Omit<QueryErrorProps, 'query' | 'testId' | 'type'> {
  query: StatusQuery<Data>;
  /** What the data draws, once it is there (beside the failure of a later refresh, which keeps it). */
  children?: (data: Data) => ReactNode;
  /** Drawn while the first answer is awaited: a skeleton unless the page lays out its own (null: nothing). */
  loading?: ReactNode;
  /** The height the data takes on a phone: the skeleton keeps it meanwhile, so nothing below moves when it comes. */
  reserve?: number;
  /** The failure's test id. */
  errorTestId?: string;
  /**
   * Draws the data in a render React can interrupt (`useDeferredValue`), the loading state kept until then:
   * for a card whose first draw is long enough to be a long task on a phone.
   */
  deferred?: boolean;
}

const SKELETON = <Skeleton active />;

/**
 * What a page shows for one query (spec section 4, "Every data list"): a skeleton while the first answer is
 * awaited, the failure with Retry, then the data. Every card and page that reads one query draws it so.
 */
export function QueryState<Data>({
  query,
  children,
  reserve,
  loading = reserve === undefined ? SKELETON : <ReservedSkeleton height={reserve} />,
  errorTestId,
  deferred = false,
  ...error
}: QueryStateProps<Data>) {
  const status = queryStatus(query, error.loadFailed);
  const behind = useDeferredValue(deferred ? query.data : undefined);
  const data = deferred ? behind : query.data;
  const drawing = query.data !== undefined && data === undefined;
  return (
    <>
      <QueryError query={query} testId={errorTestId} {...error} />
      {status.loading || drawing ? loading : null}
      {data !== undefined && children ? children(data) : null}
    </>
  );
}
