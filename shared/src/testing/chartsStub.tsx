import { useEffect, useRef } from 'react';

// jsdom cannot lay out G2's charts: in jest each plot of @ant-design/charts draws its x values as SVG
// text and reports that it has rendered, the way G2 does in a browser.

interface StubPlotProps {
  data?: Record<string, unknown>[];
  xField?: string;
  theme?: { type: string };
  title?: { title: string };
  onReady?: (plot: { container: HTMLElement; chart: { on: (event: string, listener: () => void) => void } }) => void;
}

function stubPlot(name: string) {
  return function StubPlot({ data = [], xField = '', theme, title, onReady }: StubPlotProps) {
    const container = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // As G2 does: the chart is handed over when created, and reports a render a frame later.
      const on = (event: string, listener: () => void) => event === 'afterrender' && requestAnimationFrame(listener);
      if (container.current) onReady?.({ container: container.current, chart: { on } });
    }, [onReady]);
    return (
      <div ref={container} data-plot={name}>
        <svg width={640} height={320} data-theme={theme?.type}>
          {title ? <text>{title.title}</text> : null}
          {data.map((datum, index) => (
            <text key={index}>{String(datum[xField])}</text>
          ))}
        </svg>
      </div>
    );
  };
}

export const Area = stubPlot('Area');
export const Bar = stubPlot('Bar');
export const Column = stubPlot('Column');
export const DualAxes = stubPlot('DualAxes');
export const Line = stubPlot('Line');
export const Pie = stubPlot('Pie');

export class Renderer {}
