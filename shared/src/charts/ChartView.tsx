import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { pictureOf, type ChartPicture } from './chartFiles';
import { chartLayout, FONT_SIZE, TITLE_FONT_SIZE, TITLE_FONT_WEIGHT, type ChartLayout, type LayoutSize } from './chartLayout';
import type { ChartSpec } from './chartSpec';
import { ChartSvg } from './ChartSvg';
import { seriesColours, type ChartTheme } from './chartTheme';
import { textMeasure } from './textWidth';

// The chart chunk: everything below (and visx) is fetched only when a page draws a chart.

/** The size of a downloaded picture, whatever the screen: a phone's chart would be too small to print. */
export const PICTURE_SIZE = { width: 960, height: 480 };

const layoutOf = (spec: ChartSpec, size: LayoutSize, theme: ChartTheme): ChartLayout =>
  chartLayout(spec, size, {
    label: textMeasure(theme.fontFamily, FONT_SIZE),
    title: textMeasure(theme.fontFamily, TITLE_FONT_SIZE, TITLE_FONT_WEIGHT),
  });

/** Keys that move between categories: along the category axis. */
const MOVES: Record<'across' | 'down', Record<string, number>> = {
  across: { ArrowLeft: -1, ArrowRight: 1 },
  down: { ArrowUp: -1, ArrowDown: 1 },
};

/** Whether focus came by keyboard (a click focuses the chart too, without a ring); a browser without the selector always rings. */
function focusVisibleOn(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface ChartViewProps {
  spec: ChartSpec;
  width: number;
  height: number;
  theme: ChartTheme;
  /** The chart's title, its name as an image. */
  label: string;
  /** How to read it by keyboard, said when the chart takes focus. */
  keyHint: string;
}

/** The hovered or chosen category's values beside its band, in the theme's colours. */
function Tooltip({ spec, layout, theme, index }: { spec: ChartSpec; layout: ChartLayout; theme: ChartTheme; index: number }) {
  const { plot, horizontal } = layout;
  const step = layout.category.step();
  const place: CSSProperties = {};
  if (horizontal) {
    place.left = plot.left + 8;
    place.maxWidth = layout.width - plot.left - 16;
    if (index < spec.categories.length / 2) place.top = plot.top + (index + 1) * step + 4;
    else place.bottom = layout.height - plot.top - index * step + 4;
  } else {
    // Beside the category's slot, on the side with more room.
    const centre = plot.left + (index + 0.5) * step;
    const toRight = centre < layout.width / 2;
    if (toRight) place.left = centre + step / 2;
    else place.right = layout.width - centre + step / 2;
    place.top = plot.top;
    place.maxWidth = Math.max((toRight ? layout.width - centre : centre) - step / 2 - 16, 120);
  }
  const colours = seriesColours(spec.series, theme, spec.categorical);
  const rows = spec.series
    .map((series, position) => ({ series, position, value: series.values[index] ?? 0 }))
    .filter((row) => !spec.stacked || row.value !== 0);
  return (
    <div
      data-testid="chart-tooltip"
      style={{
        position: 'absolute',
        ...place,
        pointerEvents: 'none',
        padding: '6px 10px',
        background: theme.tooltip.background,
        color: theme.tooltip.text,
        boxShadow: theme.tooltip.shadow,
        borderRadius: theme.tooltip.radius,
        fontSize: FONT_SIZE,
        lineHeight: 1.5,
        width: 'max-content',
      }}
    >
      <div style={{ fontWeight: 600 }}>{spec.categories[index]}</div>
      {rows.map(({ series, position, value }) => (
        <div key={position} style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
          <span aria-hidden style={{ width: 8, height: 8, borderRadius: 2, flex: 'none', background: colours[position] }} />
          <span>
            {series.name}: {spec.format(value)}
            {spec.unit ? ` ${spec.unit}` : ''}
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The chart on screen: the SVG at the container's width, one tab stop; the pointer over a category or the
 * arrow keys show its values in a tooltip, Escape hides it.
 */
export function ChartView({ spec, width, height, theme, label, keyHint }: ChartViewProps) {
  const layout = useMemo(() => layoutOf(spec, { width, height }, theme), [spec, width, height, theme]);
  const [active, setActive] = useState<number | null>(null);
  const [focusVisible, setFocusVisible] = useState(false);
  const hintId = useId();
  const count = spec.categories.length;
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));

  const categoryAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const { plot } = layout;
    const x = event.clientX - box.left - plot.left;
    const y = event.clientY - box.top - plot.top;
    if (!(x >= 0 && y >= 0 && x <= plot.width && y <= plot.height)) return null;
    return clamp(Math.floor((layout.horizontal ? y : x) / layout.category.step()));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Escape') return setActive(null);
    const move = MOVES[layout.horizontal ? 'down' : 'across'][event.key];
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : undefined;
    if ((move === undefined && edge === undefined) || count === 0) return;
    event.preventDefault();
    setActive((current) => edge ?? (current === null ? (move > 0 ? 0 : count - 1) : clamp(current + move)));
  };

  return (
    <div style={{ position: 'relative' }}>
      <ChartSvg
        spec={spec}
        layout={layout}
        theme={theme}
        active={active}
        label={label}
        interaction={{
          tabIndex: 0,
          'aria-describedby': hintId,
          style: { display: 'block', outline: focusVisible ? `2px solid ${theme.focus}` : 'none', outlineOffset: 2 },
          onPointerMove: (event) => setActive(categoryAt(event)),
          onPointerLeave: () => setActive(null),
          onKeyDown,
          onFocus: (event) => setFocusVisible(focusVisibleOn(event.currentTarget)),
          onBlur: () => {
            setFocusVisible(false);
            setActive(null);
          },
        }}
      />
      <span id={hintId} hidden>
        {keyHint}
      </span>
      {/* Said as it changes, so that a screen reader hears the values the arrow keys reach. */}
      <div aria-live="polite" aria-atomic="true">
        {active === null ? null : <Tooltip spec={spec} layout={layout} theme={theme} index={active} />}
      </div>
    </div>
  );
}

/**
 * The chart drawn for a file: light on white at picture size (taller when the legend needs it), its title
 * at the top, in a root of its own that never joins the page.
 */
export function drawPicture(spec: ChartSpec, title: string, theme: ChartTheme): ChartPicture {
  const layout = layoutOf(spec, { ...PICTURE_SIZE, title }, theme);
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    flushSync(() => root.render(<ChartSvg spec={spec} layout={layout} theme={theme} label={title} />));
    const svg = container.querySelector('svg');
    if (!svg) throw new Error('The chart picture was not drawn');
    return pictureOf(svg, layout.width, layout.height);
  } finally {
    root.unmount();
  }
}
