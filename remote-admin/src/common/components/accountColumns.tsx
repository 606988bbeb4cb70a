import { useFormatters } from '@waste/shared';
import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { Account } from '../api/searchAccounts';

/** The columns every list of accounts shows (Accounts, and the customs accounts), each list adding its own. */
export function useAccountColumns() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  return {
    name: { key: 'name', title: t('accounts.field.name'), render: (_, row) => `${row.firstName} ${row.lastName}` },
    email: { key: 'email', title: t('accounts.field.email'), dataIndex: 'email' },
    status: {
      key: 'status',
      title: t('accounts.field.status'),
      render: (_, row) => <Tag>{t(row.disabled ? 'accounts.status.disabled' : 'accounts.status.active')}</Tag>,
    },
    lastActivity: {
      key: 'lastActivity',
      title: t('accounts.field.lastActivity'),
      render: (_, row) => (row.lastActivityAt ? format.dateTime(row.lastActivityAt) : '—'),
    },
  } satisfies Record<string, TableColumnType<Account>>;
}
