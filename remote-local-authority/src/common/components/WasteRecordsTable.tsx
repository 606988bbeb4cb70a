import { ServerPagedTable, useFormatters, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useWasteSearch, type WasteRecordRow, type WasteSearcher } from '../api/searchWaste';

export interface WasteRecordsTableProps {
  searcher: WasteSearcher;
  scope: LocalAuthorityScope;
  pageSizeOptions?: number[];
  onPageChange: (page: PageRequest) => void;
}

/** One server page of an authority's waste records, sorted by period start. */
export function WasteRecordsTable({ searcher, scope, pageSizeOptions, onPageChange }: WasteRecordsTableProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const result = useWasteSearch(searcher, scope);

  // The unit in the column's title when the page's records share one (issue 39 rule 1), in each cell otherwise.
  const units = new Set((result.data?.rows ?? []).map((record) => record.quantityUnit));
  const oneUnit = units.size === 1 ? t(`wasteData.unit.${[...units][0]}`) : undefined;
  const quantityTitle = (title: string) => (oneUnit ? `${title} (${oneUnit})` : title);
  const quantity = (value: number, record: WasteRecordRow) =>
    oneUnit ? format.number(value) : `${format.number(value)} ${t(`wasteData.unit.${record.quantityUnit}`)}`;
  const columns: NonNullable<TableProps<WasteRecordRow>['columns']> = [
    {
      key: 'wasteId',
      title: t('wasteData.field.wasteId'),
      dataIndex: 'wasteId',
      render: (wasteId: string, record) => <Link to={`/wasteData/view/${record.id}`}>{wasteId}</Link>,
    },
    { key: 'period', title: t('wasteData.field.period'), render: (_, record) => format.period(record.startDate, record.endDate) },
    {
      key: 'frequencyType',
      title: t('wasteData.field.frequencyType'),
      render: (_, record) => t(`wasteData.frequency.${record.frequencyType}`),
    },
    { key: 'plasticType', title: t('wasteData.field.plasticType'), render: (_, record) => t(`wasteData.plastic.${record.plasticType}`) },
    {
      key: 'collected',
      title: quantityTitle(t('wasteData.field.collectedQuantity')),
      align: 'right',
      render: (_, record) => quantity(record.collectedQuantity, record),
    },
    {
      key: 'recovered',
      title: quantityTitle(t('wasteData.field.recoveredQuantity')),
      align: 'right',
      render: (_, record) => quantity(record.recoveredQuantity, record),
    },
    {
      key: 'rejected',
      title: quantityTitle(t('wasteData.field.rejectedQuantity')),
      align: 'right',
      render: (_, record) => quantity(record.rejectedQuantity, record),
    },
    {
      key: 'recycled',
      title: t('wasteData.field.recycledQuantityKg'),
      align: 'right',
      render: (_, record) => format.number(record.recycledQuantityKg),
    },
  ];

  return (
    <ServerPagedTable<WasteRecordRow>
      result={result}
      page={searcher}
      onPageChange={onPageChange}
      columns={columns}
      sortColumn="period"
      rowKey="id"
      pageSizeOptions={pageSizeOptions}
      texts={{ loadFailed: t('wasteData.loadFailed'), empty: t('wasteData.empty') }}
      testIds={{ table: 'waste-records-table', error: 'waste-data-error' }}
    />
  );
}
