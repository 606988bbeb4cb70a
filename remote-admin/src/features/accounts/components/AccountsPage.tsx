import { PlusOutlined } from '@ant-design/icons';
import { errorMessage, ListPage, localizedName, useToast, WRAPPING_BUTTON } from '@waste/shared';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useAccountSearch, WAITING_COUNT, type Account } from '@/common/api/searchAccounts';
import { AccountsTable, type AccountsTableProps } from '@/common/components/AccountsTable';
import { CreateAccountModal } from '@/common/components/CreateAccountModal';
import { useSendPasswordReset } from '../api/sendPasswordReset';
import { useUpdateAccount } from '../api/updateAccount';
import { useAccountSearcher } from '../hooks/useAccountSearcher';
import { AccountFilterControls } from './AccountFilterControls';
import { EditRolesModal } from './EditRolesModal';
import { SupportContactModal } from './SupportContactModal';

/** Whom an account acts for: its local authority in the user's language (ADR 0152), else its recycler. */
function actsFor(account: Account, language: string): string {
  const { localAuthorityName: name, localAuthorityNameSi: nameSi, localAuthorityNameTa: nameTa } = account;
  return name !== null ? localizedName({ name, nameSi, nameTa }, language) : (account.recyclerName ?? '—');
}

/** `/accounts` (remote-admin/README.md, "Accounts"): every account, the sign-ups waiting for a role, and what a super admin does to them. */
export function AccountsPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const { search, setPage, setFilters } = useAccountSearcher();
  const waiting = useAccountSearch(WAITING_COUNT);
  const update = useUpdateAccount();
  const reset = useSendPasswordReset();
  const [editing, setEditing] = useState<Account | null>(null);
  const [creating, setCreating] = useState(false);
  const [settingContact, setSettingContact] = useState(false);

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

  const columns: AccountsTableProps['columns'] = (common) => [
    common.name,
    common.email,
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
    { key: 'for', title: t('accounts.field.actsFor'), render: (_, row) => actsFor(row, i18n.language) },
    common.status,
    common.lastActivity,
    {
      key: 'actions',
      title: t('accounts.field.actions'),
      render: (_, row) => (
        <Space wrap>
          <Button size="small" style={WRAPPING_BUTTON} onClick={() => setEditing(row)} data-testid="account-edit-roles">
            {row.roles.length === 0 ? t('accounts.giveRoles') : t('accounts.changeRoles')}
          </Button>
          <Popconfirm
            title={row.disabled ? t('accounts.enableConfirm') : t('accounts.disableConfirm')}
            okText={t('accounts.yes')}
            cancelText={t('accounts.no')}
            onConfirm={() => setDisabled(row, !row.disabled)}
          >
            <Button size="small" style={WRAPPING_BUTTON} data-testid="account-toggle-disabled">
              {row.disabled ? t('accounts.enable') : t('accounts.disable')}
            </Button>
          </Popconfirm>
          <Button
            size="small"
            style={WRAPPING_BUTTON}
            disabled={row.disabled}
            onClick={() => void sendReset(row)}
            data-testid="account-send-reset"
          >
            {t('accounts.sendReset')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      title={t('accounts.title')}
      filters={<AccountFilterControls filters={search} waiting={waiting.data?.total ?? 0} onSearch={setFilters} />}
      actions={
        <Space wrap>
          <Button onClick={() => setSettingContact(true)} data-testid="support-contact-open">
            {t('accounts.supportContact.title')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="account-create">
            {t('accounts.create')}
          </Button>
        </Space>
      }
      dialogs={
        <>
          <EditRolesModal account={editing} onClose={() => setEditing(null)} />
          <CreateAccountModal open={creating} onClose={() => setCreating(false)} />
          <SupportContactModal open={settingContact} onClose={() => setSettingContact(false)} />
        </>
      }
    >
      <AccountsTable
        search={search}
        onPageChange={setPage}
        columns={columns}
        texts={{ loadFailed: t('accounts.loadFailed'), empty: t('accounts.empty') }}
        testIds={{ table: 'accounts-table', error: 'accounts-error' }}
      />
    </ListPage>
  );
}
