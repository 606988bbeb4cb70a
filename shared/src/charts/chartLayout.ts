import { scaleBand, scaleLinear } from '@visx/scale';
import type { ChartSpec } from './chartSpec';
import { wrapText, type MeasureText } from './textWidth';

// Plain arithmetic on measured text widths: where every part of a chart goes, before React draws it.

export const FONT_SIZE = 12;
export const TITLE_FONT_SIZE = 16;
export const TITLE_FONT_WEIGHT = 600;
/** Sinhala and Tamil vowel signs reach far above and below the line: room for them. */
export const LINE_HEIGHT = 18;
/** From a line's top to its baseline. */
const BASELINE = 13;
export const TITLE_LINE_HEIGHT = 24;
const TITLE_BASELINE = 18;
const PAD = 8;
/** Between an axis's labels and the plot. */
const LABEL_GAP = 8;
/** Between two labels of the category axis. */
const LABEL_SPACE = 8;
export const SWATCH = 10;
const SWATCH_GAP = 6;
const ITEM_GAP = 16;
/** Below this width the value axis has four ticks instead of five. */
const NARROW_WIDTH = 480;
/** The legend adds height rather than squash the plot below this. */
const MIN_PLOT_HEIGHT = 200;
/** Category names of lying bars take at most this share of the width. */
const BAR_LABEL_SHARE = 0.4;
const MAX_LABEL_LINES = 2;

export interface Measures {
  label: MeasureText;
  title: MeasureText;
}

/** One text, one line or more, placed by its first line's baseline. */
export interface TextBox {
  x: number;
  y: number;
  lines: string[];
  anchor: 'start' | 'middle' | 'end';
}

export interface LegendItem extends TextBox {
  series: number;
  swatchX: number;
  swatchY: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  title: TextBox | null;
  /** The plot's box inside the SVG; the scales' ranges are relative to its corner. */
  plot: { left: number; top: number; width: number; height: number };
  horizontal: boolean;
  value: ReturnType<typeof scaleLinear<number>>;
  /** The values of the grid's lines. */
  valueTicks: { value: number; label: string }[];
  /** The value axis: labels only, the grid marks their values. */
  valueLabels: TextBox[];
  /** Over category indices; each category has the same slot, `category.step()`. */
  category: ReturnType<typeof scaleBand<number>>;
  /** Only the category labels that are drawn. */
  categoryLabels: (TextBox & { index: number })[];
  legend: LegendItem[];
}

export interface LayoutSize {
  width: number;
  height: number;
  /** Drawn at the top (pictures only: on screen the title is HTML). */
  title?: string;
}

const widest = (lines: string[], measure: MeasureText) => Math.max(0, ...lines.map((line) => measure(line.trimEnd())));

/** Lowest and highest value the value axis must reach: stacked columns reach their sums; always 0. */
function valueExtent(spec: ChartSpec): [number, number] {
  const columns = spec.categories.map((_, index) => spec.series.map((series) => series.values[index] ?? 0));
  const values = spec.stacked
    ? columns.flatMap((column) => [
        column.filter((value) => value < 0).reduce((sum, value) => sum + value, 0),
        column.filter((value) => value > 0).reduce((sum, value) => sum + value, 0),
      ])
    : columns.flat();
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  return low === high ? [0, 1] : [low, high];
}

/**
 * A value scale with round ends and its ticks' labels: at most `count` intervals (d3's count is only a
 * hint), and fewer while the labels would touch along `labelRoom` (the bars' axis, where they stand side by side).
 */
function valueAxis(spec: ChartSpec, count: number, labelRoom?: { length: number; measure: MeasureText }) {
  for (let hint = count; ; hint -= 1) {
    const value = scaleLinear<number>({ domain: valueExtent(spec), nice: hint });
    const valueTicks = value.ticks(hint).map((tick) => ({ value: tick, label: spec.format(tick) }));
    if (hint === 1) return { value, valueTicks };
    if (valueTicks.length > count + 1) continue;
    if (!labelRoom) return { value, valueTicks };
    const [low, high] = value.domain();
    const spacing = (labelRoom.length / (high - low)) * (valueTicks[1].value - valueTicks[0].value);
    if (valueTicks.every((tick) => labelRoom.measure(tick.label) + LABEL_SPACE <= spacing)) return { value, valueTicks };
  }
}

/** The title of a picture, wrapped to its width. */
function titleBox(size: LayoutSize, measures: Measures): { box: TextBox | null; height: number } {
  if (!size.title) return { box: null, height: 0 };
  const lines = wrapText(size.title, size.width - 2 * PAD, measures.title);
  return { box: { x: size.width / 2, y: PAD + TITLE_BASELINE, lines, anchor: 'middle' }, height: PAD + lines.length * TITLE_LINE_HEIGHT };
}

/**
 * The legend below the plot: an entry a series, in rows as wide as the chart, each row centred; an entry
 * too long for a row of its own is wrapped. Its items' y is relative to the legend's top.
 */
function legendRows(spec: ChartSpec, width: number, measure: MeasureText): { items: LegendItem[]; height: number } {
  if (spec.series.length < 2) return { items: [], height: 0 };
  const room = width - 2 * PAD;
  const entries = spec.series.map((series, index) => {
    const lines = wrapText(series.name, room - SWATCH - SWATCH_GAP, measure);
    return { series: index, lines, width: SWATCH + SWATCH_GAP + widest(lines, measure) };
  });
  const rows: (typeof entries)[] = [];
  for (const entry of entries) {
    const row = rows[rows.length - 1];
    const rowWidth = row ? row.reduce((sum, item) => sum + item.width + ITEM_GAP, 0) : 0;
    if (row && rowWidth + entry.width <= room) row.push(entry);
    else rows.push([entry]);
  }
  const items: LegendItem[] = [];
  let top = 0;
  for (const row of rows) {
    let x = (width - (row.reduce((sum, item) => sum + item.width + ITEM_GAP, 0) - ITEM_GAP)) / 2;
    for (const entry of row) {
      items.push({
        series: entry.series,
        lines: entry.lines,
        anchor: 'start',
        swatchX: x,
        swatchY: PAD + top + (LINE_HEIGHT - SWATCH) / 2,
        x: x + SWATCH + SWATCH_GAP,
        y: PAD + top + BASELINE,
      });
      x += entry.width + ITEM_GAP;
    }
    top += Math.max(...row.map((entry) => entry.lines.length)) * LINE_HEIGHT;
  }
  // With the gap between the axis and the legend.
  return { items, height: PAD + top };
}

/**
 * The category labels of upright columns: all of them, wrapped to their slot, when they fit in two lines;
 * otherwise on one line each, every k-th from the first, the smallest k at which none touches the next.
 * A label is kept inside the chart's width.
 */
function columnLabels(
  categories: string[],
  centre: (index: number) => number,
  slot: number,
  width: number,
  measure: MeasureText,
): { labels: (TextBox & { index: number })[]; lines: number } {
  const room = slot - LABEL_SPACE;
  const wrapped = categories.map((category) => wrapText(category, room, measure));
  const fits = wrapped.every((lines) => lines.length <= MAX_LABEL_LINES && widest(lines, measure) <= room);
  const lines = fits ? wrapped : categories.map((category) => [category]);
  const widths = lines.map((label) => widest(label, measure));
  let every = 1;
  while (
    every < categories.length &&
    !widths.every(
      (labelWidth, index) =>
        index % every !== 0 || index + every >= categories.length || (labelWidth + widths[index + every]) / 2 + LABEL_SPACE <= every * slot,
    )
  )
    every += 1;
  const labels = lines.flatMap((label, index) => {
    if (index % every !== 0) return [];
    const half = widths[index] / 2;
    return [{ index, lines: label, anchor: 'middle' as const, x: Math.min(Math.max(centre(index), half), width - half), y: 0 }];
  });
  return { labels, lines: Math.max(1, ...labels.map((label) => label.lines.length)) };
}

/** Where everything of a chart goes at this size: the plot takes what the title, axes and legend leave. */
export function chartLayout(spec: ChartSpec, size: LayoutSize, measures: Measures): ChartLayout {
  const { width } = size;
  const measure = measures.label;
  const horizontal = spec.kind === 'bars';
  const tickCount = width < NARROW_WIDTH ? 4 : 5;
  const title = titleBox(size, measures);
  const legend = legendRows(spec, width, measure);
  const top = title.height + PAD;
  const count = Math.max(1, spec.categories.length);
  const indices = spec.categories.map((_, index) => index);
  const bandPadding = spec.kind === 'line' ? 0 : 0.25;
  // Outer padding half the inner one: every category's slot is the plot's length divided by their number.
  const band = (length: number) =>
    scaleBand<number>({ domain: indices, range: [0, length], paddingInner: bandPadding, paddingOuter: bandPadding / 2 });

  let plot: ChartLayout['plot'];
  let axes: Pick<ChartLayout, 'value' | 'valueTicks' | 'valueLabels' | 'category' | 'categoryLabels'>;
  if (horizontal) {
    const wrapped = spec.categories.map((category) => wrapText(category, width * BAR_LABEL_SHARE, measure));
    const left = PAD + Math.max(0, ...wrapped.map((lines) => widest(lines, measure))) + LABEL_GAP;
    const first = valueAxis(spec, tickCount);
    const right = PAD + measure(first.valueTicks[first.valueTicks.length - 1]?.label ?? '') / 2;
    const plotWidth = Math.max(1, width - left - right);
    const { value, valueTicks } = valueAxis(spec, tickCount, { length: plotWidth, measure });
    const slot = Math.max(...wrapped.map((lines) => lines.length * LINE_HEIGHT + LABEL_SPACE), spec.series.length * 6 + LABEL_SPACE);
    const axisHeight = LABEL_GAP + LINE_HEIGHT;
    const plotHeight = Math.max(size.height - top - axisHeight - legend.height - PAD, count * slot);
    plot = { left, top, width: plotWidth, height: plotHeight };
    const category = band(plotHeight);
    const step = category.step();
    value.range([0, plotWidth]);
    axes = {
      value,
      valueTicks,
      valueLabels: valueTicks.map((tick) => ({
        x: left + value(tick.value),
        y: top + plotHeight + LABEL_GAP + BASELINE,
        lines: [tick.label],
        anchor: 'middle',
      })),
      category,
      categoryLabels: wrapped.map((lines, index) => ({
        index,
        lines,
        anchor: 'end' as const,
        x: left - LABEL_GAP,
        // The lines' block centred on the category's slot.
        y: top + (index + 0.5) * step - (lines.length * LINE_HEIGHT) / 2 + BASELINE,
      })),
    };
  } else {
    const { value, valueTicks } = valueAxis(spec, tickCount);
    const left = PAD + Math.max(0, ...valueTicks.map((tick) => measure(tick.label))) + LABEL_GAP;
    const plotWidth = Math.max(1, width - left - PAD);
    const category = band(plotWidth);
    const labels = columnLabels(spec.categories, (index) => left + (index + 0.5) * category.step(), category.step(), width, measure);
    const axisHeight = LABEL_GAP + labels.lines * LINE_HEIGHT;
    const plotHeight = Math.max(size.height - top - axisHeight - legend.height - PAD, MIN_PLOT_HEIGHT);
    plot = { left, top, width: plotWidth, height: plotHeight };
    value.range([plotHeight, 0]);
    axes = {
      value,
      valueTicks,
      // Each label's middle at its value: a digit's height is about two thirds of the font size.
      valueLabels: valueTicks.map((tick) => ({
        x: left - LABEL_GAP,
        y: top + value(tick.value) + FONT_SIZE / 3,
        lines: [tick.label],
        anchor: 'end',
      })),
      category,
      categoryLabels: labels.labels.map((label) => ({ ...label, y: top + plotHeight + LABEL_GAP + BASELINE })),
    };
  }

  const axisBottom =
    plot.top +
    plot.height +
    LABEL_GAP +
    (horizontal ? 1 : Math.max(1, ...axes.categoryLabels.map((label) => label.lines.length))) * LINE_HEIGHT;
  return {
    width,
    // Taller than asked only when the legend or the bars' names need it.
    height: Math.max(size.height, Math.ceil(axisBottom + legend.height + PAD)),
    title: title.box,
    plot,
    horizontal,
    ...axes,
    legend: legend.items.map((item) => ({ ...item, y: axisBottom + item.y, swatchY: axisBottom + item.swatchY })),
  };
}
