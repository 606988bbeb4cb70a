import { DemoChartPage } from '../charts/DemoChartPage';

export function LineChartPage() {
  return <DemoChartPage kind="line" titleKey="templatePages.lineChart.title" />;
}
