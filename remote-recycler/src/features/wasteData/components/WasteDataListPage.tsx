import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, PageFrame, useRecyclerScope } from '@waste/shared';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturnSearcher } from '../hooks/useReturnSearcher';
import { ReturnFilters } from './ReturnFilters';
import { ReturnsTable } from '@/common/ReturnsTable';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/** `/wasteData`: the recycler's monthly returns, filtered by year and plastic type, paged on the server. */
export function WasteDataListPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const scope = useRecyclerScope();
  const { search, setPage, setFilters } = useReturnSearcher();
  return (
    <PageFrame title={t('wasteData.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="flex-start" gap="middle" wrap>
            <ReturnFilters filters={search} onSearch={setFilters} />
            <Link to="/wasteData/addData">
              <Button type="primary" icon={<PlusOutlined />} data-testid="add-recycler-data">
                {t('wasteData.add')}
              </Button>
            </Link>
          </Flex>
          <ReturnsTable searcher={search} scope={scope} pageSizeOptions={PAGE_SIZES} onPageChange={setPage} />
        </Flex>
      </Card>
    </PageFrame>
  );
}
