import { useFormatters, type PageRequest, type ServerPagedTableTexts } from '@waste/shared';
import { Tag, Typography, type TableColumnType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useAccountSearch, type Account, type AccountSearcher } from '../api/searchAccounts';
import { PagedTable } from './PagedTable';

/** The columns every list of accounts shows, for a list to place among its own. */
function useAccountColumns() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  return {
    // Whom the person works for, as written at sign-up, under the name: the queue tells whose the account is.
    name: {
      key: 'name',
      title: t('accounts.field.name'),
      render: (_, row) => (
        <>
          {`${row.firstName} ${row.lastName}`}
          {row.organisation ? (
            <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="account-organisation">
              {row.organisation}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
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

type AccountColumns = ReturnType<typeof useAccountColumns>;

export interface AccountsTableProps {
  search: AccountSearcher;
  onPageChange: (page: PageRequest) => void;
  /** The list's columns, given the ones every list of accounts shows. */
  columns: (common: AccountColumns) => NonNullable<TableProps<Account>['columns']>;
  texts: ServerPagedTableTexts;
  testIds: { table: string; error: string };
}

/** One server page of accounts by name (Accounts, and the customs accounts). */
export function AccountsTable({ search, onPageChange, columns, texts, testIds }: AccountsTableProps) {
  const result = useAccountSearch(search);
  const common = useAccountColumns();
  return (
    <PagedTable<Account>
      result={result}
      page={search}
      onPageChange={onPageChange}
      columns={columns(common)}
      sortColumn="name"
      texts={texts}
      testIds={testIds}
    />
  );
}
