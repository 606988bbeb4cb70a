import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, PageFrame, ServerPagedTable, useFormatters, usePagedSearch } from '@waste/shared';
import { Button, Card, Flex, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useAccountSearch, type Account } from '@/common/api/accounts';
import { CreateAccountModal } from '@/common/CreateAccountModal';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/**
 * `/customs` (005): the SL Custom (002) accounts with their uploads and last activity; a new one is created
 * here with role 002 chosen.
 */
export function CustomsListPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const { search, setPage } = usePagedSearch();
  const result = useAccountSearch({ ...search, role: '002' });
  const [creating, setCreating] = useState(false);

  const columns: NonNullable<TableProps<Account>['columns']> = [
    { key: 'name', title: t('accounts.field.name'), render: (_, row) => `${row.firstName} ${row.lastName}` },
    { key: 'email', title: t('accounts.field.email'), dataIndex: 'email' },
    {
      key: 'status',
      title: t('accounts.field.status'),
      render: (_, row) => (row.disabled ? <Tag>{t('accounts.status.disabled')}</Tag> : <Tag>{t('accounts.status.active')}</Tag>),
    },
    { key: 'uploads', title: t('customs.uploads'), align: 'right', render: (_, row) => format.number(row.uploads) },
    { key: 'lastUpload', title: t('customs.lastUpload'), render: (_, row) => (row.lastUploadAt ? format.dateTime(row.lastUploadAt) : '—') },
    {
      key: 'lastActivity',
      title: t('accounts.field.lastActivity'),
      render: (_, row) => (row.lastActivityAt ? format.dateTime(row.lastActivityAt) : '—'),
    },
    { key: 'created', title: t('customs.created'), render: (_, row) => format.dateTime(row.createdAt) },
  ];

  return (
    <PageFrame title={t('customs.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Flex justify="flex-end">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="customs-create">
              {t('customs.create')}
            </Button>
          </Flex>
          <ServerPagedTable<Account>
            result={result}
            page={search}
            onPageChange={setPage}
            columns={columns}
            sortColumn="name"
            rowKey="id"
            pageSizeOptions={PAGE_SIZES}
            texts={{ loadFailed: t('customs.loadFailed'), empty: t('customs.empty') }}
            testIds={{ table: 'customs-accounts-table', error: 'customs-accounts-error' }}
          />
        </Flex>
      </Card>
      <CreateAccountModal open={creating} onClose={() => setCreating(false)} initialRoles={['002']} />
    </PageFrame>
  );
}
