import { monthLabel, ServerPagedTable, useFormatters, type PageRequest, type RecyclerScope } from '@waste/shared';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturnSearch, type RecyclerReturn, type ReturnSearcher } from '../api/searchReturns';

export interface ReturnsTableProps {
  searcher: ReturnSearcher;
  scope: RecyclerScope;
  pageSizeOptions: number[];
  onPageChange: (page: PageRequest) => void;
}

/** One server page of the recycler's returns, sorted by month. */
export function ReturnsTable({ searcher, scope, pageSizeOptions, onPageChange }: ReturnsTableProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const result = useReturnSearch(searcher, scope);
  const kg = (value: number) => `${format.number(value)} ${t('unit.kg')}`;
  const columns: NonNullable<TableProps<RecyclerReturn>['columns']> = [
    {
      key: 'month',
      title: t('wasteData.field.month'),
      render: (_, row) => monthLabel(row.month, format.months),
    },
    { key: 'plasticType', title: t('wasteData.field.plasticType'), render: (_, row) => t(`plastic.${row.plasticType}`) },
    { key: 'intake', title: t('wasteData.field.intake'), align: 'right', render: (_, row) => kg(row.intakeKg) },
    { key: 'output', title: t('wasteData.field.output'), align: 'right', render: (_, row) => kg(row.outputKg) },
    { key: 'rejected', title: t('wasteData.field.rejected'), align: 'right', render: (_, row) => kg(row.rejectedKg) },
    { key: 'closing', title: t('wasteData.field.closingStock'), align: 'right', render: (_, row) => kg(row.closingStockKg) },
    // Its own column: a link on the sorted column's shade is below AA contrast in the dark theme.
    { key: 'view', title: t('wasteData.actions'), render: (_, row) => <Link to={`/wasteData/view/${row.id}`}>{t('wasteData.view')}</Link> },
  ];
  return (
    <ServerPagedTable<RecyclerReturn>
      result={result}
      page={searcher}
      onPageChange={onPageChange}
      columns={columns}
      sortColumn="month"
      rowKey="id"
      pageSizeOptions={pageSizeOptions}
      texts={{ loadFailed: t('wasteData.loadFailed'), empty: t('wasteData.empty') }}
      testIds={{ table: 'recycler-returns-table', error: 'recycler-returns-error' }}
    />
  );
}
