import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, PageFrame, queryStatus, useLocalAuthorityScope } from '@waste/shared';
import { Alert, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useWasteSearchOptions } from '../api/initWasteSearch';
import { useWasteSearcher } from '../hooks/useWasteSearcher';
import { WasteDataFilters } from './WasteDataFilters';
import { WasteRecordsTable } from './WasteRecordsTable';

const FALLBACK_OPTIONS = {
  frequencyTypes: ['DAILY', 'RANGE'] as const,
  plasticTypes: ['HARD', 'SOFT'] as const,
  paginationOptions: [10, DEFAULT_PAGE.pageSize, 50, 100],
};

/** `/wasteData`: the authority's waste records, filtered and paged on the server. */
export function WasteDataListPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const { search, setPage, setFilters } = useWasteSearcher();
  const init = useWasteSearchOptions();
  const initError = queryStatus(init, t('wasteData.initFailed')).error;
  const options = init.data ?? FALLBACK_OPTIONS;

  return (
    <PageFrame title={t('wasteData.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="flex-start" gap="middle" wrap>
            <WasteDataFilters
              filters={search}
              plasticTypes={[...options.plasticTypes]}
              frequencyTypes={[...options.frequencyTypes]}
              onSearch={setFilters}
            />
            <Link to="/wasteData/addData">
              <Button type="primary" icon={<PlusOutlined />} data-testid="add-waste-data">
                {t('wasteData.add')}
              </Button>
            </Link>
          </Flex>
          {initError ? <Alert type="warning" showIcon title={initError} /> : null}
          <WasteRecordsTable searcher={search} scope={scope} pageSizeOptions={options.paginationOptions} onPageChange={setPage} />
        </Flex>
      </Card>
    </PageFrame>
  );
}
