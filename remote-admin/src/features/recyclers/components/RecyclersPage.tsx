import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ListPage, WRAPPING_BUTTON } from '@waste/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useRecyclerSearcher } from '../hooks/useRecyclerSearcher';
import { RecyclerFilters } from './RecyclerFilters';
import { RecyclersTable } from './RecyclersTable';

/**
 * `/recycler`: the registry, searched and paged on the server (spec section 3's recycler searcher), under what a
 * row says (the route's intro, so that the first frame paints it before a recycler's card).
 */
export function RecyclersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { search, setPage, setFilters } = useRecyclerSearcher();
  return (
    <ListPage
      title={t('recyclers.title')}
      intro={<Typography.Text type="secondary">{t('recyclers.intro')}</Typography.Text>}
      filters={<RecyclerFilters filters={search} onSearch={setFilters} />}
      actions={
        <Flex gap="small" wrap>
          <Link to="/recycler/master-data">
            <Button icon={<UnorderedListOutlined />} style={WRAPPING_BUTTON}>
              {t('recyclers.masterData.title')}
            </Button>
          </Link>
          <Link to="/recycler/register">
            <Button type="primary" icon={<PlusOutlined />} data-testid="register-recycler" style={WRAPPING_BUTTON}>
              {t('recyclers.register')}
            </Button>
          </Link>
        </Flex>
      }
    >
      <RecyclersTable searcher={search} onPageChange={setPage} />
    </ListPage>
  );
}
