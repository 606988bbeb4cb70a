import type { AreaConfig, BarConfig, ColumnConfig, DualAxesConfig, LineConfig, PieConfig } from '@ant-design/charts';

/** The @ant-design/charts plots that pages draw, by component name, each with its own options. */
export interface PlotConfigs {
  Area: AreaConfig;
  Bar: BarConfig;
  Column: ColumnConfig;
  DualAxes: DualAxesConfig;
  Line: LineConfig;
  Pie: PieConfig;
}

export type PlotName = keyof PlotConfigs;

/** G2's theme option: a base theme and the overrides taken from antd's tokens. */
export interface ChartTheme {
  type: 'light' | 'dark';
  [key: string]: unknown;
}
