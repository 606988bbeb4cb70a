import { PlusOutlined } from '@ant-design/icons';
import { ListPage, ROLE, useFormatters, usePagedSearch } from '@waste/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { AccountsTable, type AccountsTableProps } from '@/common/components/AccountsTable';
import { CreateAccountModal } from '@/common/components/CreateAccountModal';
import { customsAccountSearch } from '../api/customsAccountSearch';

const CUSTOMS_ROLES = [ROLE.SL_CUSTOM];

/**
 * `/customs` (005): the SL Custom (002) accounts with their uploads and last activity; a new one is created
 * here with role 002 chosen.
 */
export function CustomsListPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const { search, setPage } = usePagedSearch();
  const [creating, setCreating] = useState(false);

  const columns: AccountsTableProps['columns'] = (common) => [
    common.name,
    common.email,
    common.status,
    { key: 'uploads', title: t('customs.uploads'), align: 'right', render: (_, row) => format.number(row.uploads) },
    { key: 'lastUpload', title: t('customs.lastUpload'), render: (_, row) => (row.lastUploadAt ? format.dateTime(row.lastUploadAt) : '—') },
    common.lastActivity,
    { key: 'created', title: t('customs.created'), render: (_, row) => format.dateTime(row.createdAt) },
  ];

  return (
    <ListPage
      title={t('customs.title')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="customs-create">
          {t('customs.create')}
        </Button>
      }
      dialogs={<CreateAccountModal open={creating} onClose={() => setCreating(false)} initialRoles={CUSTOMS_ROLES} />}
    >
      <AccountsTable
        search={customsAccountSearch(search)}
        onPageChange={setPage}
        columns={columns}
        texts={{ loadFailed: t('customs.loadFailed'), empty: t('customs.empty') }}
        testIds={{ table: 'customs-accounts-table', error: 'customs-accounts-error' }}
      />
    </ListPage>
  );
}
