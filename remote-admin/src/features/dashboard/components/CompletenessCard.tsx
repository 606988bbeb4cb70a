import { localizedName, QueryError, queryStatus } from '@waste/shared';
import { Card, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useCompletenessByDistrict, type DistrictCompleteness } from '../api/getCompleteness';

interface ProvinceRow {
  key: string;
  name: string;
  authorities: number;
  reporting: number;
  children?: ProvinceRow[];
}

const share = (row: { authorities: number; reporting: number }) =>
  row.authorities === 0 ? 0 : Math.round((row.reporting / row.authorities) * 100);

/** Which authorities have reported this year, by province and, unfolded, by district; the rest are the ones to chase. */
export function CompletenessCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const completeness = useCompletenessByDistrict();
  const loadFailed = t('dashboard.loadFailed');
  const status = queryStatus(completeness, loadFailed);

  const provinces = new Map<string, ProvinceRow>();
  for (const district of completeness.data?.districts ?? ([] as DistrictCompleteness[])) {
    const province = provinces.get(district.provinceId) ?? {
      key: district.provinceId,
      name: localizedName({ name: district.provinceName, nameSi: district.provinceNameSi, nameTa: district.provinceNameTa }, i18n.language),
      authorities: 0,
      reporting: 0,
      children: [],
    };
    province.authorities += district.authorities;
    province.reporting += district.reporting;
    province.children?.push({
      key: district.districtId,
      name: localizedName({ name: district.districtName, nameSi: district.districtNameSi, nameTa: district.districtNameTa }, i18n.language),
      authorities: district.authorities,
      reporting: district.reporting,
    });
    provinces.set(district.provinceId, province);
  }

  return (
    <Card
      title={t('dashboard.completeness', { year: completeness.data?.year ?? '' })}
      extra={<Link to="/local-authorities">{t('menu.localAuthorities')}</Link>}
      data-testid="completeness-card"
    >
      {status.error ? (
        <QueryError query={completeness} loadFailed={loadFailed} />
      ) : (
        <Table<ProvinceRow>
          rowKey="key"
          size="small"
          loading={status.loading}
          dataSource={[...provinces.values()]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('dashboard.province'), key: 'name', dataIndex: 'name' },
            {
              title: t('dashboard.reporting'),
              key: 'reporting',
              align: 'right',
              render: (_, row) => `${row.reporting} / ${row.authorities}`,
            },
            { title: t('dashboard.notReporting'), key: 'missing', align: 'right', render: (_, row) => row.authorities - row.reporting },
            {
              title: '',
              key: 'share',
              render: (_, row) => (
                <Progress percent={share(row)} size="small" style={{ minWidth: 120 }} aria-label={t('dashboard.reporting')} />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
