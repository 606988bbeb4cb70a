import { ServerPagedTable, type ServerPagedTableProps } from '@waste/shared';

export type HsCodeOrderedTableProps<Row extends { id: string }> = Omit<ServerPagedTableProps<Row>, 'sortColumn' | 'rowKey' | 'testIds'> & {
  /** The table's test id; its failure's is the same with `-error`. */
  testId: string;
};

/** A customs list the server sorts by HS code (its lines, the codes themselves), a row by its id. */
export function HsCodeOrderedTable<Row extends { id: string }>({ testId, ...table }: HsCodeOrderedTableProps<Row>) {
  return <ServerPagedTable<Row> {...table} sortColumn="hsCode" rowKey="id" testIds={{ table: testId, error: `${testId}-error` }} />;
}
