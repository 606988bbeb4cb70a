import { Area, Bar, Column, DualAxes, Line, Pie } from '@ant-design/charts';
import { Renderer as SvgRenderer } from '@antv/g-svg';
import { useMemo, useRef, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { pictureOf, type ChartPicture } from './chartFiles';
import type { ChartTheme, PlotConfigs, PlotName } from './plotTypes';

// The chart chunk: everything below is fetched only when a page draws a chart.

const PLOTS = { Area, Bar, Column, DualAxes, Line, Pie } as Record<PlotName, ComponentType<Record<string, unknown>>>;

/** The size of a downloaded picture, whatever the screen: a phone's chart would be too small to print. */
export const PICTURE_SIZE = { width: 960, height: 480 };

export interface PlotViewProps<P extends PlotName> {
  plot: P;
  config: PlotConfigs[P];
  theme: ChartTheme;
  /** Called with the SVG once G2 has drawn it. */
  onRendered?: (svg: SVGSVGElement) => void;
}

/** What @ant-design/charts hands over once it has created a plot: its container and G2's chart. */
interface DrawnPlot {
  container: HTMLElement;
  chart: { on: (event: 'afterrender', listener: () => void) => void };
}

/**
 * @ant-design/charts walks, compares and clones every options object it is handed, key by key, on each
 * render; a renderer in use links back to its canvas, so that walk never ends. G2 only calls the renderer:
 * it gets one that shows no keys.
 */
function keyless<T extends object>(value: T): T {
  return new Proxy(value, { ownKeys: () => [] });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * One plot drawn by G2 with its SVG renderer: the browser shapes Sinhala and Tamil, and the SVG is what
 * the downloads are made from.
 */
export function PlotView<P extends PlotName>({ plot, config, theme, onRendered }: PlotViewProps<P>) {
  const renderer = useMemo(() => keyless(new SvgRenderer()), []);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  // @ant-design/charts draws again for every options object that is not deep-equal to the last, and
  // functions (formatters) never are: one object while the data, labels and theme stay the same.
  const drawn = JSON.stringify([config, theme]);
  const options = useMemo(
    () => ({
      ...config,
      theme,
      renderer,
      onReady: (instance: DrawnPlot) => {
        instance.chart.on('afterrender', async () => {
          if (!rendered.current) return;
          // G draws the scene into the SVG on the next frames.
          await nextFrame();
          await nextFrame();
          const svg = instance.container.querySelector('svg');
          if (svg) rendered.current(svg);
        });
      },
    }),
    [drawn, renderer],
  );
  const Plot: ComponentType<Record<string, unknown>> = PLOTS[plot];
  return <Plot {...(options as Record<string, unknown>)} />;
}

/** Draws the plot off screen, light and at picture size with its title, for a download. */
export function drawPicture<P extends PlotName>(plot: P, config: PlotConfigs[P], title: string, theme: ChartTheme): Promise<ChartPicture> {
  const { width, height } = PICTURE_SIZE;
  const container = document.createElement('div');
  container.style.cssText = `position: fixed; left: ${-2 * width}px; top: 0; width: ${width}px; height: ${height}px`;
  document.body.append(container);
  const root = createRoot(container);
  return new Promise<ChartPicture>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('The chart picture was not drawn')), 20_000);
    const pictureConfig = { ...config, title: { title }, width, height, autoFit: false, animate: false };
    root.render(
      <PlotView
        plot={plot}
        config={pictureConfig}
        theme={theme}
        onRendered={(svg) => {
          clearTimeout(timeout);
          resolve(pictureOf(svg, width, height));
        }}
      />,
    );
  }).finally(() => {
    root.unmount();
    container.remove();
  });
}
