import { localizedName, tonnes, useFormatters, type PageRequest } from '@waste/shared';
import { Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useRecyclerSearch, type RecyclerRow, type RecyclerSearcher } from '@/common/api/searchRecyclers';
import { PagedTable } from '@/common/components/PagedTable';
import { RecyclerStatusBadge } from './RecyclerStatusBadge';

export interface RecyclersTableProps {
  searcher: RecyclerSearcher;
  onPageChange: (page: PageRequest) => void;
}

/** One server page of the registry, by name. */
export function RecyclersTable({ searcher, onPageChange }: RecyclersTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const result = useRecyclerSearch(searcher);
  const columns: NonNullable<TableProps<RecyclerRow>['columns']> = [
    // The link has a column of its own: a link on the sorted column's shade is below AA contrast in the dark theme.
    // The name stays in sight while the rest scroll sideways: at phone width it wraps, or it would cover every other column.
    {
      key: 'name',
      title: t('recyclers.field.name'),
      dataIndex: 'name',
      render: (name: string) => <div style={{ minWidth: 96, maxWidth: 160, whiteSpace: 'normal' }}>{name}</div>,
    },
    { key: 'primaryAddress', title: t('recyclers.field.primaryAddress'), dataIndex: 'primaryAddress' },
    {
      key: 'district',
      title: t('recyclers.field.district'),
      render: (_, row) => (row.district ? localizedName(row.district, i18n.language) : ''),
    },
    { key: 'hotline', title: t('recyclers.field.hotline'), dataIndex: 'hotline' },
    {
      key: 'status',
      title: t('recyclers.field.status'),
      render: (_, row) => <RecyclerStatusBadge status={row.status} />,
    },
    { key: 'lastReturn', title: t('recyclers.field.lastReturn'), render: (_, row) => row.lastReturnMonth ?? t('recyclers.none') },
    {
      key: 'thisYearIntake',
      title: t('recyclers.field.thisYearIntake'),
      align: 'right',
      render: (_, row) => `${format.tonnes(tonnes(row.thisYearIntakeKg))} ${t('recyclers.unit.tonnes')}`,
    },
    {
      key: 'open',
      title: t('recyclers.actions'),
      render: (_, row) => (
        <Space size="middle">
          <Link to={`/recycler/view/${row.id}`} aria-label={t('recyclers.view.openNamed', { name: row.name })} data-testid="open-recycler">
            {t('recyclers.view.open')}
          </Link>
          <Link to={`/recycler/edit/${row.id}`} aria-label={t('recyclers.editNamed', { name: row.name })}>
            {t('recyclers.edit')}
          </Link>
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<RecyclerRow>
      result={result}
      page={searcher}
      onPageChange={onPageChange}
      columns={columns}
      sortColumn="name"
      // Spec section 8: the server's message, or 'An error occurred while searching recyclers'.
      texts={{ loadFailed: t('recyclers.searchFailed'), empty: t('recyclers.empty') }}
      testIds={{ table: 'recyclers-table', error: 'recyclers-error' }}
    />
  );
}
