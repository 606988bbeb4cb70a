import { ListPage, useFormatters } from '@waste/shared';
import { Button, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { PagedTable } from '@/common/components/PagedTable';
import { useRequestSearch, type AdminRequest } from '../api/searchRequests';
import { useRequestSearcher } from '../hooks/useRequestSearcher';
import { RequestDrawer } from './RequestDrawer';
import { RequestFiltersForm } from './RequestFiltersForm';
import { RequestStatusTag } from './RequestStatusTag';

/** `/requests` (001, 005): every authority's parameter-change requests, oldest first; a row opens it. */
export function RequestsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const { search, setPage, setFilters } = useRequestSearcher();
  const result = useRequestSearch(search);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: NonNullable<TableProps<AdminRequest>['columns']> = [
    {
      key: 'date',
      title: t('requests.field.date'),
      render: (_, row) => (
        <Button size="small" onClick={() => setOpenId(row.id)} data-testid="request-open">
          {format.dateTime(row.date)}
        </Button>
      ),
    },
    { key: 'authority', title: t('requests.field.authority'), dataIndex: 'localAuthorityName' },
    { key: 'header', title: t('requests.field.header'), dataIndex: 'header', ellipsis: true },
    { key: 'status', title: t('requests.field.status'), render: (_, row) => <RequestStatusTag status={row.status} /> },
    { key: 'seen', title: t('requests.field.seen'), render: (_, row) => (row.seen ? t('requests.seen') : t('requests.unseen')) },
    { key: 'changes', title: t('requests.field.changes'), render: (_, row) => row.changes.length },
  ];

  return (
    <ListPage
      title={t('requests.title')}
      filters={<RequestFiltersForm filters={search} onSearch={setFilters} />}
      dialogs={<RequestDrawer id={openId} onClose={() => setOpenId(null)} />}
    >
      <PagedTable<AdminRequest>
        result={result}
        page={search}
        onPageChange={setPage}
        columns={columns}
        sortColumn="date"
        texts={{ loadFailed: t('requests.loadFailed'), empty: t('requests.empty') }}
        testIds={{ table: 'requests-table', error: 'requests-error' }}
      />
    </ListPage>
  );
}
