import { Alert, Button, Grid, Skeleton, Typography } from 'antd';
import { forwardRef, startTransition, useEffect, useId, useImperativeHandle, useState, type ForwardedRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import type { ChartPicture } from './chartFiles';
import { useChartThemes } from './chartTheme';
import { withLayout } from './plotLayout';
import type { PlotConfigs, PlotName } from './plotTypes';

/** What a chart gives its download menu. */
export interface ChartHandle {
  /** The chart drawn light, at picture size and with its title, as SVG. */
  picture(): Promise<ChartPicture>;
}

export interface ChartProps<P extends PlotName> {
  plot: P;
  config: PlotConfigs[P];
  /** Above the chart on screen (where it wraps on a phone), and inside the downloaded picture. */
  title: string;
  height?: number;
  testId?: string;
}

type PlotModule = typeof import('./PlotView');

// @ant-design/charts and G2 become a chunk of their own, fetched by the first page that draws a chart.
const loadPlotModule = (): Promise<PlotModule> => import(/* webpackChunkName: "charts" */ './PlotView');

function usePlotModule() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ module?: PlotModule; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    loadPlotModule().then(
      // A transition: the chart's first draw is rendered in slices React can interrupt.
      (module) => current && startTransition(() => setState({ module })),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { ...state, retry: () => setAttempt(attempt + 1) };
}

function ChartWithRef<P extends PlotName>({ plot, config, title, height = 360, testId = 'chart' }: ChartProps<P>, ref: ForwardedRef<ChartHandle>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const themes = useChartThemes();
  const narrow = !Grid.useBreakpoint().sm;
  const { module, failed, retry } = usePlotModule();
  const titleId = useId();

  useImperativeHandle(
    ref,
    () => ({ picture: async () => (await loadPlotModule()).drawPicture(plot, withLayout(plot, config, false), title, themes.picture) }),
    [plot, config, title, themes.picture],
  );

  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId} aria-busy={!module && !failed} data-testid={testId}>
      <figcaption id={titleId}>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <div style={{ height }}>
        {module ? (
          <module.PlotView plot={plot} config={withLayout(plot, config, narrow)} theme={themes.screen} />
        ) : failed ? (
          <Alert type="error" showIcon title={t('chart.loadFailed')} action={<Button onClick={retry}>{t('state.retry')}</Button>} />
        ) : (
          <Skeleton.Node active style={{ width: '100%', height }} />
        )}
      </div>
    </figure>
  );
}

/** A chart of @ant-design/charts, drawn as SVG in the app's theme; its code is loaded on first use. */
export const Chart = forwardRef(ChartWithRef) as <P extends PlotName>(props: ChartProps<P> & { ref?: ForwardedRef<ChartHandle> }) => ReactElement;
