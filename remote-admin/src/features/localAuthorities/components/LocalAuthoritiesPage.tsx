import { ListPage, localizedName, useFormatters } from '@waste/shared';
import { Button, Progress, Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { PagedTable } from '@/common/components/PagedTable';
import { useCompletenessSearch, type AuthorityCompleteness } from '../api/searchAuthorityCompleteness';
import { useAreaNames } from '../hooks/useAreaNames';
import { useCompletenessSearcher } from '../hooks/useCompletenessSearcher';
import { ActAsButton } from './ActAsButton';
import { LocalAuthoritySearcherForm } from './LocalAuthoritySearcherForm';

/** `/local-authorities`: the 341 authorities, searched as the spec says, each with how complete its data is this year. */
export function LocalAuthoritiesPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const area = useAreaNames();
  const navigate = useNavigate();
  const { search, setPage, setFilters } = useCompletenessSearcher();
  const result = useCompletenessSearch(search);
  const year = result.data?.year;

  const columns: NonNullable<TableProps<AuthorityCompleteness>['columns']> = [
    { key: 'name', title: t('localAuthorities.field.name'), render: (_, row) => localizedName(row, i18n.language) },
    { key: 'district', title: t('localAuthorities.field.district'), render: (_, row) => area.district(row) },
    { key: 'province', title: t('localAuthorities.field.province'), render: (_, row) => area.province(row) },
    {
      key: 'councilType',
      title: t('localAuthorities.field.councilType'),
      render: (_, row) => t(`localAuthorities.councilType.${row.councilType}`, { defaultValue: row.councilType }),
    },
    {
      key: 'records',
      title: t('localAuthorities.field.records', { year }),
      align: 'right',
      render: (_, row) => format.number(row.records),
    },
    {
      key: 'months',
      title: t('localAuthorities.field.months', { year }),
      render: (_, row) => (
        <Progress
          percent={Math.round((row.monthsWithData / 12) * 100)}
          format={() => `${row.monthsWithData}/12`}
          size="small"
          style={{ minWidth: 120 }}
          aria-label={t('localAuthorities.field.months', { year })}
        />
      ),
    },
    {
      key: 'lastEntry',
      title: t('localAuthorities.field.lastEntry'),
      render: (_, row) => (row.lastEntryAt ? format.dateTime(row.lastEntryAt) : t('localAuthorities.never')),
    },
    { key: 'accounts', title: t('localAuthorities.field.accounts'), align: 'right', render: (_, row) => format.number(row.accounts) },
    {
      key: 'actions',
      title: t('accounts.field.actions'),
      render: (_, row) => (
        <Space wrap>
          <Button
            size="small"
            onClick={() => navigate(`/wasteData/la-view/${row.id}`)}
            data-testid="la-open"
            aria-label={`${t('localAuthorities.open')}: ${localizedName(row, i18n.language)}`}
          >
            {t('localAuthorities.open')}
          </Button>
          <ActAsButton authority={row} />
        </Space>
      ),
    },
  ];

  return (
    <ListPage title={t('localAuthorities.title')} filters={<LocalAuthoritySearcherForm filters={search} onSearch={setFilters} />}>
      <PagedTable<AuthorityCompleteness>
        result={result}
        page={search}
        onPageChange={setPage}
        columns={columns}
        sortColumn="name"
        texts={{ loadFailed: t('localAuthorities.loadFailed'), empty: t('localAuthorities.empty') }}
        testIds={{ table: 'local-authorities-table', error: 'local-authorities-error' }}
      />
    </ListPage>
  );
}
