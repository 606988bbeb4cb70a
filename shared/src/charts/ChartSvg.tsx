import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import type { SVGProps } from 'react';
import {
  FONT_SIZE,
  LINE_HEIGHT,
  SWATCH,
  TITLE_FONT_SIZE,
  TITLE_FONT_WEIGHT,
  TITLE_LINE_HEIGHT,
  type ChartLayout,
  type TextBox,
} from './chartLayout';
import type { ChartSpec } from './chartSpec';
import { seriesColours, type ChartTheme } from './chartTheme';

/** The chart chunk's mark: a string no other code of the product holds (e2e finds the chunk by it). */
export const CHART_ENGINE = 'waste-charts: React SVG with visx';

/** A text of one line or more, one `<text>` element whose content reads back as the text. */
function Label({ box, fill, fontSize, fontWeight }: { box: TextBox; fill: string; fontSize?: number; fontWeight?: number }) {
  const lineHeight = fontSize === TITLE_FONT_SIZE ? TITLE_LINE_HEIGHT : LINE_HEIGHT;
  return (
    <text x={box.x} y={box.y} textAnchor={box.anchor} fill={fill} fontSize={fontSize} fontWeight={fontWeight}>
      {box.lines.length === 1
        ? box.lines[0]
        : box.lines.map((line, index) => (
            <tspan key={index} x={box.x} dy={index ? lineHeight : 0}>
              {line}
            </tspan>
          ))}
    </text>
  );
}

/** A column or bar no thicker than this: a chart of one or two categories would otherwise be all bar. */
const MAX_THICKNESS = 40;

/** Each value's mark: where it starts and ends on the value axis, and its place across its category's band. */
function segments(spec: ChartSpec, bandwidth: number) {
  const group = Math.min(bandwidth, MAX_THICKNESS * (spec.stacked ? 1 : spec.series.length));
  const start = (bandwidth - group) / 2;
  const inner = scaleBand<number>({
    domain: spec.series.map((_, index) => index),
    range: [start, start + group],
    padding: spec.series.length > 1 ? 0.1 : 0,
  });
  return spec.categories.flatMap((_, category) => {
    let below = 0;
    let above = 0;
    return spec.series.map((series, index) => {
      const value = series.values[category] ?? 0;
      if (!spec.stacked) return { category, series: index, from: 0, to: value, offset: inner(index) ?? 0, thickness: inner.bandwidth() };
      const from = value < 0 ? below : above;
      if (value < 0) below += value;
      else above += value;
      return { category, series: index, from, to: from + value, offset: start, thickness: group };
    });
  });
}

function Marks({ spec, layout, theme }: { spec: ChartSpec; layout: ChartLayout; theme: ChartTheme }) {
  const { value, category } = layout;
  const colours = seriesColours(spec.series, theme, spec.categorical);
  const colour = (series: number) => colours[series];
  if (spec.kind === 'line') {
    const centre = (index: number) => (category(index) ?? 0) + category.bandwidth() / 2;
    return spec.series.map((series, index) => (
      <g key={index}>
        <LinePath
          data={series.values}
          x={(_, position) => centre(position)}
          y={(datum) => value(datum)}
          stroke={colour(index)}
          strokeWidth={2}
        />
        {series.values.map((datum, position) => (
          <circle key={position} cx={centre(position)} cy={value(datum)} r={3} fill={colour(index)} />
        ))}
      </g>
    ));
  }
  return segments(spec, category.bandwidth()).map(({ category: at, series, from, to, offset, thickness }) => {
    const start = value(Math.min(from, to));
    const end = value(Math.max(from, to));
    const across = (category(at) ?? 0) + offset;
    const box = layout.horizontal
      ? { x: start, y: across, width: end - start, height: thickness }
      : { x: across, y: end, width: thickness, height: start - end };
    return <Bar key={`${at}-${series}`} {...box} fill={colour(series)} />;
  });
}

export interface ChartSvgProps {
  spec: ChartSpec;
  layout: ChartLayout;
  theme: ChartTheme;
  /** The category whose band is highlighted (hovered or chosen by key). */
  active?: number | null;
  /** What the SVG says as an image: its title. */
  label: string;
  /** On screen: focus, keys and the pointer. */
  interaction?: SVGProps<SVGSVGElement>;
}

/** The chart as one SVG: background, grid, marks, axes, legend and (in a picture) its title. */
export function ChartSvg({ spec, layout, theme, active = null, label, interaction }: ChartSvgProps) {
  const { plot, value, category, horizontal } = layout;
  const tickValues = layout.valueTicks.map((tick) => tick.value);
  const zero = value(0);
  const step = category.step();
  const colours = seriesColours(spec.series, theme, spec.categorical);
  return (
    // No xmlns attribute: the serializer of a picture declares the namespace (jsdom's would write it twice).
    <svg
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      fontFamily={theme.fontFamily}
      fontSize={FONT_SIZE}
      role="img"
      aria-label={label}
      data-theme={theme.mode}
      data-engine={CHART_ENGINE}
      {...interaction}
    >
      <rect width={layout.width} height={layout.height} fill={theme.background} />
      {layout.title ? <Label box={layout.title} fill={theme.text} fontSize={TITLE_FONT_SIZE} fontWeight={TITLE_FONT_WEIGHT} /> : null}
      <Group left={plot.left} top={plot.top}>
        {active === null ? null : horizontal ? (
          <rect x={0} y={active * step} width={plot.width} height={step} fill={theme.highlight} />
        ) : (
          <rect x={active * step} y={0} width={step} height={plot.height} fill={theme.highlight} />
        )}
        {horizontal ? (
          <GridColumns scale={value} tickValues={tickValues} height={plot.height} stroke={theme.grid} />
        ) : (
          <GridRows scale={value} tickValues={tickValues} width={plot.width} stroke={theme.grid} />
        )}
        <Marks spec={spec} layout={layout} theme={theme} />
        {/* The category axis, where the values are 0. */}
        <Line
          from={horizontal ? { x: zero, y: 0 } : { x: 0, y: zero }}
          to={horizontal ? { x: zero, y: plot.height } : { x: plot.width, y: zero }}
          stroke={theme.axis}
        />
      </Group>
      {[...layout.valueLabels, ...layout.categoryLabels].map((box, index) => (
        <Label key={index} box={box} fill={theme.axisText} />
      ))}
      {layout.legend.map((item) => (
        <g key={item.series}>
          <rect x={item.swatchX} y={item.swatchY} width={SWATCH} height={SWATCH} rx={2} fill={colours[item.series]} />
          <Label box={item} fill={theme.text} />
        </g>
      ))}
    </svg>
  );
}
