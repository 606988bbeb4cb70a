import { useFormatters, usePagedSearch } from '@waste/shared';
import { Card, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { PagedTable } from '@/common/components/PagedTable';
import { useAuthorityCentres, type Centre } from '../api/searchAuthorityCentres';

/** The authority's Sampath Piyasa centres with what they collected this year and their last entry. */
export function AuthorityCentresCard({ localAuthorityId }: { localAuthorityId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const { search, setPage } = usePagedSearch();
  const centres = useAuthorityCentres(localAuthorityId, search);
  const columns: NonNullable<TableProps<Centre>['columns']> = [
    { key: 'name', title: t('localAuthorities.centres.name'), dataIndex: 'name' },
    { key: 'location', title: t('localAuthorities.centres.location'), dataIndex: 'location' },
    {
      key: 'kind',
      title: t('localAuthorities.centres.kind'),
      render: (_, centre) => (
        <>
          {centre.isMaterialRecoveryFacility ? <Tag>{t('localAuthorities.centres.mrf')}</Tag> : null}
          {centre.isRecyclingFacility ? <Tag>{t('localAuthorities.centres.recycling')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'active',
      title: t('localAuthorities.centres.status'),
      render: (_, centre) => <Tag>{t(centre.isActive ? 'localAuthorities.centres.active' : 'localAuthorities.centres.inactive')}</Tag>,
    },
    {
      key: 'collected',
      title: t('localAuthorities.centres.collectedKg'),
      align: 'right',
      render: (_, centre) => format.number(centre.collectedKgThisYear),
    },
    {
      key: 'lastEntry',
      title: t('localAuthorities.field.lastEntry'),
      render: (_, centre) => (centre.lastEntryDate ? format.date(centre.lastEntryDate) : t('localAuthorities.never')),
    },
  ];
  return (
    <Card title={t('localAuthorities.centres.title')} data-testid="la-view-centres">
      <PagedTable<Centre>
        result={centres}
        page={search}
        onPageChange={setPage}
        columns={columns}
        sortColumn="name"
        texts={{ loadFailed: t('localAuthorities.centres.loadFailed'), empty: t('localAuthorities.centres.empty') }}
        testIds={{ table: 'la-view-centres-table', error: 'la-view-centres-error' }}
      />
    </Card>
  );
}
