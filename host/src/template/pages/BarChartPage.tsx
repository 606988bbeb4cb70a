import { DemoChartPage } from '../charts/DemoChartPage';

export function BarChartPage() {
  return <DemoChartPage kind="columns" titleKey="templatePages.barChart.title" />;
}
