import { DemoChartPage } from '../charts/DemoChartPage';

export function LineChartPage() {
  return <DemoChartPage plot="Line" titleKey="templatePages.lineChart.title" />;
}
