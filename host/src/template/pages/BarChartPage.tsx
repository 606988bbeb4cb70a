import { DemoChartPage } from '../charts/DemoChartPage';

export function BarChartPage() {
  return <DemoChartPage kind="bar" titleKey="templatePages.barChart.title" />;
}
