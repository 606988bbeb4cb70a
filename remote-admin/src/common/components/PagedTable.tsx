import { ServerPagedTable, type ServerPagedTableProps } from '@waste/shared';

/** A server-paged list of this remote: rows known by their id. */
export function PagedTable<Row extends { id: string }>(props: Omit<ServerPagedTableProps<Row>, 'rowKey'>) {
  return <ServerPagedTable<Row> rowKey="id" {...props} />;
}
