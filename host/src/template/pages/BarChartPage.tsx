import { DemoChartPage } from '../charts/DemoChartPage';

export function BarChartPage() {
  return <DemoChartPage plot="Column" titleKey="templatePages.barChart.title" />;
}
