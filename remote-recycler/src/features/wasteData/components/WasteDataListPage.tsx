import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, ListPage, useRecyclerScope } from '@waste/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturnSearcher } from '../hooks/useReturnSearcher';
import { ReturnFilters } from './ReturnFilters';
import { ReturnsTable } from './ReturnsTable';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/** `/wasteData`: the recycler's monthly returns, filtered by year and plastic type, paged on the server. */
export function WasteDataListPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const scope = useRecyclerScope();
  const { search, setPage, setFilters } = useReturnSearcher();
  return (
    <ListPage
      title={t('wasteData.title')}
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
    </ListPage>
  );
}
