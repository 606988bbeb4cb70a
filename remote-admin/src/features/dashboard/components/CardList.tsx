import { QueryError, queryStatus, type StatusQuery } from '@waste/shared';
import { List, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface CardListProps<Row> {
  /** The first page of a search. */
  query: StatusQuery<{ rows: Row[] }>;
  loadFailed: string;
  empty: string;
  renderItem: (row: Row) => ReactNode;
}

/** A dashboard card's short list: its failure, or its rows (the empty text when there are none). */
export function CardList<Row>({ query, loadFailed, empty, renderItem }: CardListProps<Row>) {
  const status = queryStatus(query, loadFailed);
  if (status.error) return <QueryError query={query} loadFailed={loadFailed} retry={false} />;
  return (
    <List
      size="small"
      loading={status.loading}
      dataSource={query.data?.rows ?? []}
      locale={{ emptyText: <Typography.Text type="secondary">{empty}</Typography.Text> }}
      renderItem={renderItem}
    />
  );
}
