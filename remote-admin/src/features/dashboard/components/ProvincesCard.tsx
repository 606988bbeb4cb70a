import { ListTable, localizedName, QueryError, queryStatus } from '@waste/shared';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useProvinces, type Province } from '@/common/api/getProvinces';

/** Provinces by name in the user's language: their codes (`north_western`) are for the API, not for people. */
export function ProvincesCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const provinces = useProvinces();
  const loadFailed = t('dashboard.loadFailed');
  const status = queryStatus(provinces, loadFailed);
  const total = provinces.data?.reduce((sum, province) => sum + province.localAuthorityCount, 0);

  return (
    <Card
      title={t('dashboard.provinces')}
      extra={total !== undefined ? <Statistic value={total} title={t('dashboard.totalLocalAuthorities')} /> : null}
    >
      {status.error ? (
        <QueryError query={provinces} loadFailed={loadFailed} />
      ) : (
        <ListTable<Province>
          data-testid="provinces-table"
          rowKey="id"
          size="small"
          loading={status.loading}
          dataSource={provinces.data}
          pagination={false}
          columns={[
            { title: t('dashboard.province'), key: 'name', render: (_, province) => localizedName(province, i18n.language) },
            { title: t('dashboard.localAuthorities'), dataIndex: 'localAuthorityCount', align: 'right' },
          ]}
        />
      )}
    </Card>
  );
}
