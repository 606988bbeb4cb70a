import { useRequest, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Button, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';
import { useFormatters } from '../../../lib/useFormatters';
import { searchWaste } from '../api/searchWaste';
import type { WasteRecord, WasteSearcher } from '../api/types';

export interface WasteRecordsTableProps {
  searcher: WasteSearcher;
  scope: LocalAuthorityScope;
  pageSizeOptions: number[];
  onPageChange: (paging: Pick<WasteSearcher, 'pageStart' | 'pageSize' | 'pageSort'>) => void;
}

/** One server page of an authority's waste records, sorted by period start. */
export function WasteRecordsTable({ searcher, scope, pageSizeOptions, onPageChange }: WasteRecordsTableProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const result = useRequest(() => searchWaste(searcher, scope), [JSON.stringify(searcher), scope.localAuthorityId], t('wasteData.loadFailed'));

  const quantity = (value: number, record: WasteRecord) => `${format.number(value)} ${t(`wasteData.unit.${record.quantityUnit}`)}`;
  const columns: TableProps<WasteRecord>['columns'] = [
    {
      key: 'wasteId',
      title: t('wasteData.field.wasteId'),
      dataIndex: 'wasteId',
      render: (wasteId: string, record) => <Link to={`/wasteData/view/${record.id}`}>{wasteId}</Link>,
    },
    {
      key: 'period',
      title: t('wasteData.field.period'),
      sorter: true,
      sortOrder: searcher.pageSort === 'DESC' ? 'descend' : 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, record) => format.period(record.startDate, record.endDate),
    },
    { key: 'frequencyType', title: t('wasteData.field.frequencyType'), render: (_, record) => t(`wasteData.frequency.${record.frequencyType}`) },
    { key: 'plasticType', title: t('wasteData.field.plasticType'), render: (_, record) => t(`wasteData.plastic.${record.plasticType}`) },
    { key: 'collected', title: t('wasteData.field.collectedQuantity'), align: 'right', render: (_, record) => quantity(record.collectedQuantity, record) },
    { key: 'recovered', title: t('wasteData.field.recoveredQuantity'), align: 'right', render: (_, record) => quantity(record.recoveredQuantity, record) },
    { key: 'rejected', title: t('wasteData.field.rejectedQuantity'), align: 'right', render: (_, record) => quantity(record.rejectedQuantity, record) },
    {
      key: 'recycled',
      title: t('wasteData.field.recycledQuantityKg'),
      align: 'right',
      render: (_, record) => `${format.number(record.recycledQuantityKg)} ${t('wasteData.unit.KG')}`,
    },
  ];

  if (result.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={result.error}
        data-testid="waste-data-error"
        action={<Button onClick={result.reload}>{t('common:state.retry')}</Button>}
      />
    );
  }

  return (
    <Table<WasteRecord>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={result.loading}
      columns={columns}
      dataSource={result.data?.rows ?? []}
      locale={{ emptyText: t('wasteData.empty') }}
      data-testid="waste-records-table"
      pagination={{
        current: Math.floor(searcher.pageStart / searcher.pageSize) + 1,
        pageSize: searcher.pageSize,
        total: result.data?.total ?? 0,
        pageSizeOptions,
        showSizeChanger: true,
        showTotal: (total) => t('wasteData.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
        const pageSize = pagination.pageSize ?? searcher.pageSize;
        const pageSort = order === 'descend' ? 'DESC' : 'ASC';
        // A new sort or page size starts again at the first page.
        const samePage = pageSize === searcher.pageSize && pageSort === searcher.pageSort;
        onPageChange({ pageStart: samePage ? ((pagination.current ?? 1) - 1) * pageSize : 0, pageSize, pageSort });
      }}
    />
  );
}
