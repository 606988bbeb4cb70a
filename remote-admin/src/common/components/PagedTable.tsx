import { DEFAULT_PAGE, ServerPagedTable, type ServerPagedTableProps } from '@waste/shared';

/** The page sizes every list of this remote offers. */
const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/** A server-paged list of this remote: rows known by their id, the page sizes every list offers. */
export function PagedTable<Row extends { id: string }>(props: Omit<ServerPagedTableProps<Row>, 'rowKey' | 'pageSizeOptions'>) {
  return <ServerPagedTable<Row> rowKey="id" pageSizeOptions={PAGE_SIZES} {...props} />;
}
