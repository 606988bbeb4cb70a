import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { startTransition, useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { ChartDataTable } from './ChartDataTable';
import type { ChartPicture } from './chartFiles';
import type { ChartSpec } from './chartSpec';
import { useChartThemes } from './chartTheme';
import { useContainerWidth } from './useContainerWidth';

/** What a chart gives its download menu. */
export interface ChartHandle {
  /** The chart drawn light, at picture size and with its title, as SVG. */
  picture(): Promise<ChartPicture>;
}

export interface ChartProps {
  spec: ChartSpec;
  /** Above the chart on screen (where it wraps on a phone), and inside the downloaded picture. */
  title: string;
  /** The SVG's height; taller when its legend needs the room. */
  height?: number;
  testId?: string;
  ref?: Ref<ChartHandle>;
  /** Said instead of an empty frame when there is nothing to draw (no category, or every value 0). */
  empty?: string;
}

/** Nothing to draw: no category, or no value but 0 (a year without records). */
const chartIsEmpty = (spec: Pick<ChartSpec, 'categories' | 'series'>) =>
  spec.categories.length === 0 || spec.series.every((series) => series.values.every((value) => !value));

/** Where nothing lays the page out (jsdom), the chart is drawn this wide. */
const DEFAULT_WIDTH = 640;

type ChartModule = typeof import('./ChartView');

// The drawing code (layout, SVG, visx) is a chunk of its own, fetched by the first page that draws a chart.
const loadChartModule = (): Promise<ChartModule> => import(/* webpackChunkName: "charts" */ './ChartView');

function useChartModule() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ module?: ChartModule; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    loadChartModule().then(
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

/**
 * A chart drawn by React as SVG in the app's theme, at its container's width; its drawing code is loaded on
 * first use. Screen readers get its title and a table of its data instead of the SVG's texts.
 */
export function Chart({ spec, title, height = 360, testId = 'chart', ref, empty }: ChartProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { screen: screenTheme, picture: pictureTheme } = useChartThemes();
  const { module, failed, retry } = useChartModule();
  const [box, width] = useContainerWidth();
  const titleId = useId();
  // Drawn once its width is known: never first at a guessed one.
  const View = width === undefined ? undefined : module?.ChartView;
  const nothing = chartIsEmpty(spec);

  useImperativeHandle(ref, () => ({ picture: async () => (await loadChartModule()).drawPicture(spec, title, pictureTheme()) }), [
    spec,
    title,
    pictureTheme,
  ]);

  return (
    <figure
      style={{ margin: 0, position: 'relative' }}
      aria-labelledby={titleId}
      aria-busy={!nothing && !View && !failed}
      data-testid={testId}
      data-empty={nothing || undefined}
    >
      <figcaption id={titleId}>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <div ref={box} style={{ minHeight: nothing ? undefined : height }}>
        {nothing ? (
          // An empty 0-1 frame reads as a chart of zeros: the page says there is nothing instead.
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty ?? t('chart.noData')} data-testid={`${testId}-empty`} />
        ) : View ? (
          <View spec={spec} width={width || DEFAULT_WIDTH} height={height} theme={screenTheme} label={title} keyHint={t('chart.keyHint')} />
        ) : failed ? (
          <Alert type="error" showIcon title={t('chart.loadFailed')} action={<Button onClick={retry}>{t('state.retry')}</Button>} />
        ) : (
          <Skeleton.Node active style={{ width: '100%', height }} />
        )}
      </div>
      {nothing ? null : <ChartDataTable spec={spec} caption={title} />}
    </figure>
  );
}
