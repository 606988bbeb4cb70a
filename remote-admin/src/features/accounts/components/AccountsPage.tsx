import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, errorMessage, PageFrame, ServerPagedTable, useFormatters, useToast } from '@waste/shared';
import { Button, Card, Flex, Input, Popconfirm, Segmented, Select, Space, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { ROLE_CODES, useAccountSearch, useSendPasswordReset, useUpdateAccount, type Account, type RoleCode } from '@/common/api/accounts';
import { useAccountSearcher } from '../hooks/useAccountSearcher';
import { CreateAccountModal } from '@/common/CreateAccountModal';
import { EditRolesModal } from './EditRolesModal';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/** `/accounts` (docs/decisions.md, "Accounts"): every account, the sign-ups waiting for a role, and what a super admin does to them. */
export function AccountsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const { search, setPage, setFilters } = useAccountSearcher();
  const result = useAccountSearch(search);
  const waiting = useAccountSearch({ pageStart: 0, pageSize: 1, pageSort: 'ASC', withoutRole: true });
  const update = useUpdateAccount();
  const reset = useSendPasswordReset();
  const [editing, setEditing] = useState<Account | null>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState(search.name ?? '');

  const setDisabled = async (account: Account, disabled: boolean) => {
    try {
      await update.mutateAsync({ id: account.id, change: { disabled } });
      toast.success(t(disabled ? 'accounts.disabledDone' : 'accounts.enabledDone', { email: account.email }));
    } catch (error) {
      toast.error(errorMessage(error, t('accounts.saveFailed')));
    }
  };
  const sendReset = async (account: Account) => {
    try {
      await reset.mutateAsync(account.id);
      toast.success(t('accounts.resetSent', { email: account.email }));
    } catch (error) {
      toast.error(errorMessage(error, t('accounts.resetFailed')));
    }
  };

  const columns: NonNullable<TableProps<Account>['columns']> = [
    { key: 'name', title: t('accounts.field.name'), render: (_, row) => `${row.firstName} ${row.lastName}` },
    { key: 'email', title: t('accounts.field.email'), dataIndex: 'email' },
    {
      key: 'roles',
      title: t('accounts.field.roles'),
      render: (_, row) =>
        row.roles.length === 0 ? (
          <Tag>{t('accounts.noRole')}</Tag>
        ) : (
          row.roles.map((role) => <Tag key={role}>{t(`accounts.role.${role}`)}</Tag>)
        ),
    },
    { key: 'for', title: t('accounts.field.actsFor'), render: (_, row) => row.localAuthorityName ?? row.recyclerName ?? '—' },
    {
      key: 'status',
      title: t('accounts.field.status'),
      render: (_, row) => (row.disabled ? <Tag>{t('accounts.status.disabled')}</Tag> : <Tag>{t('accounts.status.active')}</Tag>),
    },
    {
      key: 'lastActivity',
      title: t('accounts.field.lastActivity'),
      render: (_, row) => (row.lastActivityAt ? format.dateTime(row.lastActivityAt) : '—'),
    },
    {
      key: 'actions',
      title: t('accounts.field.actions'),
      render: (_, row) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(row)} data-testid="account-edit-roles">
            {row.roles.length === 0 ? t('accounts.giveRoles') : t('accounts.changeRoles')}
          </Button>
          <Popconfirm
            title={row.disabled ? t('accounts.enableConfirm') : t('accounts.disableConfirm')}
            okText={t('accounts.yes')}
            cancelText={t('accounts.no')}
            onConfirm={() => setDisabled(row, !row.disabled)}
          >
            <Button size="small" data-testid="account-toggle-disabled">
              {row.disabled ? t('accounts.enable') : t('accounts.disable')}
            </Button>
          </Popconfirm>
          <Button size="small" disabled={row.disabled} onClick={() => void sendReset(row)} data-testid="account-send-reset">
            {t('accounts.sendReset')}
          </Button>
        </Space>
      ),
    },
  ];

  const waitingCount = waiting.data?.total ?? 0;
  return (
    <PageFrame title={t('accounts.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="flex-start" gap="middle" wrap>
            <Space wrap>
              <Segmented
                value={search.withoutRole ? 'waiting' : 'all'}
                onChange={(value) => setFilters({ ...search, withoutRole: value === 'waiting' ? true : undefined })}
                options={[
                  { value: 'all', label: t('accounts.all') },
                  { value: 'waiting', label: t('accounts.waiting', { count: waitingCount }) },
                ]}
                data-testid="accounts-queue-switch"
              />
              <Input.Search
                allowClear
                value={name}
                onChange={(event) => setName(event.target.value)}
                onSearch={(value) => setFilters({ ...search, name: value.trim() || undefined })}
                placeholder={t('accounts.searchName')}
                aria-label={t('accounts.searchName')}
                style={{ width: 240 }}
                data-testid="accounts-name-search"
              />
              <Select<RoleCode>
                allowClear
                value={search.role}
                onChange={(role) => setFilters({ ...search, role: role ?? undefined })}
                placeholder={t('accounts.anyRole')}
                aria-label={t('accounts.field.roles')}
                options={ROLE_CODES.map((code) => ({ value: code, label: t(`accounts.role.${code}`) }))}
                style={{ minWidth: 170 }}
              />
              <Select<'true' | 'false'>
                allowClear
                value={search.disabled === undefined ? undefined : search.disabled ? 'true' : 'false'}
                onChange={(value) => setFilters({ ...search, disabled: value === undefined ? undefined : value === 'true' })}
                placeholder={t('accounts.anyStatus')}
                aria-label={t('accounts.field.status')}
                options={[
                  { value: 'false', label: t('accounts.status.active') },
                  { value: 'true', label: t('accounts.status.disabled') },
                ]}
                style={{ minWidth: 140 }}
              />
            </Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="account-create">
              {t('accounts.create')}
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
            texts={{ loadFailed: t('accounts.loadFailed'), empty: t('accounts.empty') }}
            testIds={{ table: 'accounts-table', error: 'accounts-error' }}
          />
        </Flex>
      </Card>
      <EditRolesModal account={editing} onClose={() => setEditing(null)} />
      <CreateAccountModal open={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}
