import { SwapOutlined } from '@ant-design/icons';
import { Flex, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { useIsPhone } from '../ui/useIsPhone';
import { RowCards } from './RowCards';
import { arrangeColumns } from './tableColumns';
import { useSidewaysOverflow } from './useSidewaysOverflow';

export type ListTableProps<Row> = TableProps<Row> & { 'data-testid'?: string };

/**
 * Every list's table (issue 39 rule 1, docs/adr/0250-tables-and-narrow-layouts.md): the key column pinned at the
 * left and the actions at the right (arrangeColumns), long text wrapped, a visible hint when columns are out of
 * sight sideways (and only then), and on a phone each row a card of label: value pairs (RowCards).
 */
export function ListTable<Row extends object>(table: ListTableProps<Row>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const phone = useIsPhone();
  const [container, overflows] = useSidewaysOverflow<HTMLDivElement>();
  const arranged = arrangeColumns(table.columns ?? []);

  if (phone) {
    return (
      // The columns as the page wrote them: a card wraps its text and pins nothing.
      <RowCards<Row>
        columns={table.columns ?? []}
        dataSource={table.dataSource}
        rowKey={table.rowKey}
        rowSelection={table.rowSelection}
        onRow={table.onRow}
        locale={table.locale}
        pagination={table.pagination}
        onChange={table.onChange}
        loading={typeof table.loading === 'boolean' ? table.loading : Boolean(table.loading?.spinning)}
        testId={table['data-testid']}
      />
    );
  }
  // Columns out of sight at this width are announced, so that nobody takes the visible ones for all.
  return (
    <Flex vertical gap="small" ref={container}>
      {overflows ? (
        <Typography.Text type="secondary" data-testid="table-scroll-hint">
          <SwapOutlined aria-hidden /> {t('table.scrollHint')}
        </Typography.Text>
      ) : null}
      <Table<Row> {...table} columns={arranged} scroll={{ x: 'max-content', ...table.scroll }} />
    </Flex>
  );
}
