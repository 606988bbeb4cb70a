import { PageFrame } from '@waste/shared';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { demoProvinces, provinceName, type DemoProvince } from '../demoData/provinces';

export function BasicTablesPage() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const columns = [
    {
      key: 'name',
      title: t('templatePages.basicTables.province'),
      render: (_: unknown, row: DemoProvince) => provinceName(row, i18n.language),
    },
    { key: 'code', dataIndex: 'code', title: t('templatePages.basicTables.code') },
    {
      key: 'area',
      dataIndex: 'areaSqKm',
      title: t('templatePages.basicTables.area'),
      align: 'right' as const,
      render: (area: number) => area.toLocaleString(i18n.language),
    },
  ];
  return (
    <PageFrame title={t('templatePages.basicTables.title')}>
      <Card title={t('templatePages.basicTables.caption')}>
        <Table rowKey="code" columns={columns} dataSource={demoProvinces} pagination={false} size="middle" />
      </Card>
    </PageFrame>
  );
}
