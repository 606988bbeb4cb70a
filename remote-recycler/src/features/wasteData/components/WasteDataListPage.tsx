import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, ListCard, PageFrame, useRecyclerScope } from '@waste/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturnSearcher } from '../hooks/useReturnSearcher';
import { ReturnFilters } from './ReturnFilters';
import { ReturnsTable } from './ReturnsTable';
import { SentCorrectionsCard } from './SentCorrectionsCard';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/**
 * `/wasteData`: the recycler's monthly returns, filtered by year and plastic type, paged on the server; below
 * them the corrections it asked for and their answers.
 */
export function WasteDataListPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const scope = useRecyclerScope();
  const { search, setPage, setFilters } = useReturnSearcher();
  return (
    <PageFrame title={t('wasteData.title')}>
      <ListCard
        filters={<ReturnFilters filters={search} onSearch={setFilters} />}
        actions={
          <Link to="/wasteData/addData">
            <Button type="primary" icon={<PlusOutlined />} data-testid="add-recycler-data">
              {t('wasteData.add')}
            </Button>
          </Link>
        }
      >
        <ReturnsTable searcher={search} scope={scope} pageSizeOptions={PAGE_SIZES} onPageChange={setPage} />
      </ListCard>
      <SentCorrectionsCard scope={scope} />
    </PageFrame>
  );
}
