import { Chart, PageFrame } from '@waste/shared';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { demoMonthlyCollection, monthLabel } from '../demoData/monthlyCollection';

/** The line and bar chart pages differ only in their title and the plot. */
export function DemoChartPage({ plot, titleKey }: { plot: 'Line' | 'Column'; titleKey: string }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const title = t('templatePages.chart.seriesTitle');
  const data = demoMonthlyCollection.map((value, index) => ({ month: monthLabel(index, i18n.language), value }));
  return (
    <PageFrame title={t(titleKey)}>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('templatePages.chart.demoNotice')} />
        <Card>
          <Chart plot={plot} title={title} config={{ data, xField: 'month', yField: 'value', point: plot === 'Line' ? {} : undefined }} testId={`demo-${plot.toLowerCase()}-chart`} />
        </Card>
      </Flex>
    </PageFrame>
  );
}
