import { PlusOutlined } from '@ant-design/icons';
import { ListPage, ServerPagedTable, useFormatters, useLocalAuthorityScope } from '@waste/shared';
import { Button, Space, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useCentreSearch } from '../api/searchCentres';
import type { Centre } from '../api/types';
import { useCentreSearcher } from '../hooks/useCentreSearcher';
import { CentreFilters } from './CentreFilters';

/** `/sampath-piyasa`: the authority's centres, searched and paged on the server. */
export function CentresPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const scope = useLocalAuthorityScope();
  const { search, setPage, setFilters } = useCentreSearcher();
  const result = useCentreSearch(search, scope);
  const yesNo = (value: boolean) => (value ? t('sampathPiyasa.yes') : t('sampathPiyasa.no'));

  const columns: NonNullable<TableProps<Centre>['columns']> = [
    {
      key: 'name',
      title: t('sampathPiyasa.field.name'),
      render: (_, centre) => (
        <Space>
          <Link to={`/sampath-piyasa/center/${centre.id}`}>{centre.name}</Link>
          {centre.isActive ? null : <Tag>{t('sampathPiyasa.inactive')}</Tag>}
        </Space>
      ),
    },
    { key: 'location', title: t('sampathPiyasa.field.location'), dataIndex: 'location' },
    { key: 'mrf', title: t('sampathPiyasa.field.mrfShort'), render: (_, centre) => yesNo(centre.isMaterialRecoveryFacility) },
    { key: 'recycling', title: t('sampathPiyasa.field.recyclingShort'), render: (_, centre) => yesNo(centre.isRecyclingFacility) },
    {
      key: 'lastEntry',
      title: t('sampathPiyasa.field.lastEntry'),
      render: (_, centre) => (centre.lastEntryDate ? format.date(centre.lastEntryDate) : t('wasteData.none')),
    },
    {
      key: 'thisYear',
      title: t('sampathPiyasa.field.collectedThisYear'),
      align: 'right',
      render: (_, centre) => `${format.number(centre.collectedKgThisYear)} ${t('wasteData.unit.KG')}`,
    },
    {
      key: 'actions',
      title: t('sampathPiyasa.actions'),
      render: (_, centre) => (
        <Space>
          <Link to={`/sampath-piyasa/center/${centre.id}`}>{t('sampathPiyasa.detail')}</Link>
          {centre.isActive ? <Link to={`/sampath-piyasa/addData?centre=${centre.id}`}>{t('wasteData.add')}</Link> : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      title={t('sampathPiyasa.title')}
      filters={<CentreFilters filters={search} onSearch={setFilters} />}
      actions={
        <Space wrap>
          <Link to="/sampath-piyasa/addData">
            <Button data-testid="add-centre-waste-data">{t('wasteData.add')}</Button>
          </Link>
          <Link to="/sampath-piyasa/register">
            <Button type="primary" icon={<PlusOutlined />} data-testid="register-centre">
              {t('sampathPiyasa.register')}
            </Button>
          </Link>
        </Space>
      }
    >
      <ServerPagedTable<Centre>
        result={result}
        page={search}
        onPageChange={setPage}
        columns={columns}
        sortColumn="name"
        rowKey="id"
        texts={{ loadFailed: t('sampathPiyasa.centresLoadFailed'), empty: t('sampathPiyasa.empty') }}
        testIds={{ table: 'centres-table', error: 'centres-error' }}
      />
    </ListPage>
  );
}
