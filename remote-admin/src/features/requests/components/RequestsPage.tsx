import { ListPage, useFormatters } from '@waste/shared';
import { Button, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { OpensRows } from '@/common/components/OpensRows';
import { PagedTable } from '@/common/components/PagedTable';
import { useRequestSearch, type AdminRequest } from '../api/searchRequests';
import { useRequestSearcher } from '../hooks/useRequestSearcher';
import { RequestDrawer } from './RequestDrawer';
import { RequestFiltersForm } from './RequestFiltersForm';
import { RequestKindTag } from './RequestKindTag';
import { RequestOwner } from './RequestOwner';
import { RequestStatusTag } from './RequestStatusTag';

/** `/requests` (001, 005): parameter-change requests and corrections in one queue, oldest first; a row opens it (anywhere on it, or its date button from the keyboard). */
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
    { key: 'kind', title: t('requests.field.kind'), render: (_, row) => <RequestKindTag request={row} /> },
    { key: 'owner', title: t('requests.field.owner'), render: (_, row) => <RequestOwner request={row} /> },
    { key: 'header', title: t('requests.field.header'), dataIndex: 'header', ellipsis: true },
    { key: 'sender', title: t('requests.field.sender'), render: (_, row) => row.senderName ?? '—' },
    { key: 'status', title: t('requests.field.status'), render: (_, row) => <RequestStatusTag status={row.status} /> },
    { key: 'seen', title: t('requests.field.seen'), render: (_, row) => (row.seen ? t('requests.seen') : t('requests.unseen')) },
  ];

  return (
    <ListPage
      title={t('requests.title')}
      filters={<RequestFiltersForm filters={search} onSearch={setFilters} />}
      dialogs={<RequestDrawer id={openId} onClose={() => setOpenId(null)} />}
    >
      <OpensRows onOpen={setOpenId}>
        <PagedTable<AdminRequest>
          result={result}
          page={search}
          onPageChange={setPage}
          columns={columns}
          sortColumn="date"
          texts={{ loadFailed: t('requests.loadFailed'), empty: t('requests.empty') }}
          testIds={{ table: 'requests-table', error: 'requests-error' }}
        />
      </OpensRows>
    </ListPage>
  );
}
