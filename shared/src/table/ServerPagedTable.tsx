import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '../constants';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { queryStatus } from '../query/queryStatus';
import type { PageRequest } from './pagedSearch';
import { ListTable } from './ListTable';

/** Spec section 3's answer of every search call. */
export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}

export interface ServerPagedTableTexts {
  /** The page's own message when the call fails without one from the server, e.g. 'Error loading waste data'. */
  loadFailed: string;
  /** e.g. 'No waste data available'. */
  empty: string;
  /** The number of matches, pluralised (`t('…total', { count })`); '1 record', '25 records' otherwise. */
  total?: (count: number) => string;
}

export interface ServerPagedTableProps<Row extends object> {
  result: UseQueryResult<SearchPage<Row>>;
  page: PageRequest;
  onPageChange: (page: PageRequest) => void;
  columns: NonNullable<TableProps<Row>['columns']>;
  /** The column whose order is the server's `pageSort`. */
  sortColumn?: string;
  rowKey: keyof Row & string;
  /** The sizes offered: the list's init-search answer where it gives them, else the product's. */
  pageSizeOptions?: number[];
  texts: ServerPagedTableTexts;
  testIds: { table: string; error: string };
  /** Rows the user picks for an action on many (a select-all box heads them), e.g. the codes to give a sector. */
  rowSelection?: TableProps<Row>['rowSelection'];
  /** A row that opens its record on a click anywhere in it. */
  onRow?: TableProps<Row>['onRow'];
}

/** The sort on its column; ListTable keeps the first column (the row's name, e.g. its ID) in sight while the rest scroll sideways. */
function shownColumns<Row>(
  columns: NonNullable<TableProps<Row>['columns']>,
  sortColumn: string | undefined,
  pageSort: PageRequest['pageSort'],
) {
  return columns.map((column) =>
    column.key === sortColumn
      ? {
          ...column,
          sorter: true,
          sortOrder: pageSort === 'DESC' ? ('descend' as const) : ('ascend' as const),
          sortDirections: ['ascend' as const, 'descend' as const, 'ascend' as const],
        }
      : column,
  );
}

/** One server page of rows: loading, the page's error with Retry, its empty text, paging and sort (spec section 4, "Every data list"). */
export function ServerPagedTable<Row extends object>({
  result,
  page,
  onPageChange,
  columns,
  sortColumn,
  rowKey,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  texts,
  testIds,
  rowSelection,
  onRow,
}: ServerPagedTableProps<Row>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const status = queryStatus(result, texts.loadFailed);
  const total = texts.total ?? ((count: number) => t('table.total', { count }));

  if (status.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={status.error}
        data-testid={testIds.error}
        action={<Button onClick={() => void result.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }

  return (
    <ListTable<Row>
      rowKey={rowKey}
      size="middle"
      rowSelection={rowSelection}
      onRow={onRow}
      loading={result.isFetching}
      columns={shownColumns(columns, sortColumn, page.pageSort)}
      dataSource={result.data?.rows ?? []}
      // No empty text before the first answer: "No data" under the spinner would be a false statement.
      locale={{ emptyText: result.data ? texts.empty : ' ' }}
      data-testid={testIds.table}
      pagination={{
        current: Math.floor(page.pageStart / page.pageSize) + 1,
        pageSize: page.pageSize,
        total: result.data?.total ?? 0,
        pageSizeOptions,
        showSizeChanger: true,
        showTotal: total,
      }}
      onChange={(pagination, _filters, sorter) => {
        const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
        const pageSize = pagination.pageSize ?? page.pageSize;
        const pageSort = order === 'descend' ? 'DESC' : 'ASC';
        // A new sort or page size starts again at the first page.
        const samePage = pageSize === page.pageSize && pageSort === page.pageSort;
        onPageChange({ pageStart: samePage ? ((pagination.current ?? 1) - 1) * pageSize : 0, pageSize, pageSort });
      }}
    />
  );
}
