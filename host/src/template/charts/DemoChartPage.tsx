import { Chart, PageFrame, useFormatters } from '@waste/shared';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { demoMonthlyCollection, monthLabel } from '../demoData/monthlyCollection';

/** The line and column chart pages differ only in their title and the chart's kind. */
export function DemoChartPage({ kind, titleKey }: { kind: 'line' | 'columns'; titleKey: string }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const format = useFormatters();
  const title = t('templatePages.chart.seriesTitle');
  const spec = {
    kind,
    categoryName: t('templatePages.chart.month'),
    categories: demoMonthlyCollection.map((_, index) => monthLabel(index, i18n.language)),
    series: [{ name: title, values: demoMonthlyCollection }],
    format: format.number,
  };
  return (
    <PageFrame title={t(titleKey)}>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('templatePages.chart.demoNotice')} />
        <Card>
          <Chart title={title} spec={spec} testId={`demo-${kind === 'line' ? 'line' : 'column'}-chart`} />
        </Card>
      </Flex>
    </PageFrame>
  );
}
