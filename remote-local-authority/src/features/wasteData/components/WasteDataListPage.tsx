import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, PageFrame, useLocalAuthorityScope, useRequest } from '@waste/shared';
import { Alert, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';
import { initWasteSearch } from '../api/initWasteSearch';
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
  const [searcher, setSearcher] = useWasteSearcher();
  const init = useRequest(initWasteSearch, [], t('wasteData.initFailed'));
  const options = init.data ?? FALLBACK_OPTIONS;

  return (
    <PageFrame title={t('wasteData.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="flex-start" gap="middle" wrap>
            <WasteDataFilters
              filters={searcher}
              plasticTypes={[...options.plasticTypes]}
              frequencyTypes={[...options.frequencyTypes]}
              onSearch={(filters) => setSearcher({ pageStart: 0, pageSize: searcher.pageSize, pageSort: searcher.pageSort, ...filters })}
            />
            <Link to="/wasteData/addData">
              <Button type="primary" icon={<PlusOutlined />} data-testid="add-waste-data">
                {t('wasteData.add')}
              </Button>
            </Link>
          </Flex>
          {init.error ? <Alert type="warning" showIcon title={init.error} /> : null}
          <WasteRecordsTable
            searcher={searcher}
            scope={scope}
            pageSizeOptions={options.paginationOptions}
            onPageChange={(paging) => setSearcher({ ...searcher, ...paging })}
          />
        </Flex>
      </Card>
    </PageFrame>
  );
}
