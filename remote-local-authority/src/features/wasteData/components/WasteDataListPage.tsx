import { PlusOutlined } from '@ant-design/icons';
import { ListPage, QueryError, useLocalAuthorityScope } from '@waste/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { WasteRecordsTable } from '@/common/components/WasteRecordsTable';
import { useWasteSearchOptions } from '../api/initWasteSearch';
import { useWasteSearcher } from '../hooks/useWasteSearcher';
import { WasteDataFilters } from './WasteDataFilters';

const FALLBACK_OPTIONS = {
  frequencyTypes: ['DAILY', 'RANGE'] as const,
  plasticTypes: ['HARD', 'SOFT'] as const,
};

/** `/wasteData`: the authority's waste records, filtered and paged on the server. */
export function WasteDataListPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const { search, setPage, setFilters } = useWasteSearcher();
  const init = useWasteSearchOptions();
  const options = init.data ?? FALLBACK_OPTIONS;

  return (
    <ListPage
      title={t('wasteData.title')}
      filters={
        <WasteDataFilters
          filters={search}
          plasticTypes={[...options.plasticTypes]}
          frequencyTypes={[...options.frequencyTypes]}
          onSearch={setFilters}
        />
      }
      actions={
        <Link to="/wasteData/addData">
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-waste-data">
            {t('wasteData.add')}
          </Button>
        </Link>
      }
    >
      <QueryError query={init} loadFailed={t('wasteData.initFailed')} retry={false} type="warning" />
      <WasteRecordsTable searcher={search} scope={scope} pageSizeOptions={init.data?.paginationOptions} onPageChange={setPage} />
    </ListPage>
  );
}
