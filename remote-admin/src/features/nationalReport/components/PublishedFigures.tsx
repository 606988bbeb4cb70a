import { ListTable, useFormatters } from '@waste/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

interface Check {
  key: 'mswGenerated' | 'plasticGenerated' | 'mismanaged' | 'toWater';
  productTonnes: number;
  publishedTonnes: number;
  plausible: boolean;
  source: { label: string; url?: string };
}

/** The nation's figures beside the published ones (World Bank, Jambeck et al. 2015, Meijer et al. 2021). */
export function PublishedFigures({ checks }: { checks: readonly Check[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const tonnes = (value: number) => format.tonnes(value);
  return (
    <>
      <Typography.Title level={5}>{t('nationalReport.published.title')}</Typography.Title>
      <ListTable<Check>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={[...checks]}
        data-testid="national-published"
        columns={[
          {
            title: t('nationalReport.published.measure'),
            dataIndex: 'key',
            render: (key: Check['key']) => t(`nationalReport.published.${key}`),
          },
          { title: t('nationalReport.published.product'), dataIndex: 'productTonnes', align: 'right', render: tonnes },
          { title: t('nationalReport.published.published'), dataIndex: 'publishedTonnes', align: 'right', render: tonnes },
          {
            title: t('nationalReport.published.plausible'),
            dataIndex: 'plausible',
            render: (plausible: boolean) => t(plausible ? 'nationalReport.published.yes' : 'nationalReport.published.no'),
          },
          {
            title: t('nationalReport.published.source'),
            dataIndex: 'source',
            render: (source: Check['source']) =>
              source.url ? (
                <Typography.Link href={source.url} target="_blank" rel="noreferrer">
                  {source.label}
                </Typography.Link>
              ) : (
                source.label
              ),
          },
        ]}
      />
    </>
  );
}
