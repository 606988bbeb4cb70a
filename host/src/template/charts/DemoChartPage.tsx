import { PageFrame } from '@waste/shared';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { demoMonthlyCollection, monthLabel } from '../demoData/monthlyCollection';
import { DemoChart } from './DemoChart';

/** The line and bar chart pages differ only in their title and the kind of chart. */
export function DemoChartPage({ kind, titleKey }: { kind: 'line' | 'bar'; titleKey: string }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const points = demoMonthlyCollection.map((value, index) => ({ label: monthLabel(index, i18n.language), value }));
  return (
    <PageFrame title={t(titleKey)}>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('templatePages.chart.demoNotice')} />
        <Card title={t('templatePages.chart.seriesTitle')}>
          <DemoChart kind={kind} title={t('templatePages.chart.seriesTitle')} description={t('templatePages.chart.description')} points={points} />
        </Card>
      </Flex>
    </PageFrame>
  );
}
