import { sankey, sankeyLinkHorizontal, type SankeyLink, type SankeyNode } from 'd3-sankey';
import { HALO_WIDTH, type TextItem, type TextMetrics } from './glyph-text';
import { DIAGRAM_TEXT, NODE_LABELS, type DiagramLanguage } from './labels';
import type { Flow, NodeId } from './types';

/** A flow as drawn: its value and, when it has one, its 95 % range (the reconciled drawing, ADR 0244). */
export type DrawnFlow = Pick<Flow, 'source' | 'target' | 'kg'> & { range?: readonly [number, number] };

interface NodeDatum {
  id: NodeId;
  /** The node's column, set by d3-sankey (its types omit it). */
  layer?: number;
}
type LaidNode = SankeyNode<NodeDatum, object>;
type LaidLink = SankeyLink<NodeDatum, object>;

/** The narrowest drawing. */
const MIN_WIDTH = 960;
/**
 * The widest drawing whose labels are not wrapped: a dashboard's card is about 980 px wide at 1366 px, where
 * this width shows the 12 px labels at 11 px or more. Longer labels wrap (to the widest of WRAP_WIDTHS that
 * fits) before the drawing grows, so a Sinhala or Tamil diagram is not shrunk to unreadable text on screen.
 */
const FIT_WIDTH = 1040;
/** The widths a label's lines are wrapped to, tried in turn; unwrapped first. */
const WRAP_WIDTHS = [Infinity, 200, 170, 140, 120, 100];
/** The least height of the flows themselves; taller when a column's labels need the room. */
const PLOT_HEIGHT = 472;
/** What the flows of the fullest column keep beside the gaps between its nodes. */
const MIN_FLOW_HEIGHT = 240;
const EDGE = 16;
const NODE_WIDTH = 14;
const LABEL_SIZE = 12;
/** Between a node and its label, and between a label and the next column's node. */
const LABEL_GAP = 6;
const LABEL_CLEARANCE = 10;
/** Between two lines of a label, beyond their ink. */
const LINE_GAP = 2;
const TITLE = { y: 28, size: 20 };
const SUBTITLE = { y: 50, size: 14 };
/** The line under the subtitle saying what the pale bands are (the reconciled drawing). */
const NOTE = { y: 70, size: 12 };

/**
 * The colours of the light drawing (the PNG, a download, a light page) and of the dark one. The screen's SVG
 * carries both: an <img> gives its SVG the page's colour scheme, so the diagram follows the app's theme with
 * the classes below; resvg (the PNG) keeps the light attributes.
 */
const LIGHT = { background: '#ffffff', text: '#222222', muted: '#555555' };
const DARK = {
  background: '#141414',
  text: 'rgba(255, 255, 255, 0.85)',
  muted: 'rgba(255, 255, 255, 0.65)',
  linkOpacity: 0.5,
  bandOpacity: 0.2,
};
const DARK_STYLE = `<style>@media (prefers-color-scheme: dark) {
.sankey-background { fill: ${DARK.background}; }
.sankey-text { fill: ${DARK.text}; }
.sankey-muted { fill: ${DARK.muted}; }
.sankey-halo { stroke: ${DARK.background}; }
.sankey-link { stroke-opacity: ${DARK.linkOpacity}; }
.sankey-band { stroke-opacity: ${DARK.bandOpacity}; }
}</style>`;

/** Colours by role: flows of managed plastic in blues and greens, leakage in warm tones. */
const NODE_COLOURS: Record<NodeId, string> = {
  generated: '#4a6fa5',
  'reported-excess': '#8c8c8c',
  centres: '#3a9d6f',
  recyclers: '#3a8d9d',
  collection: '#2f80c0',
  uncollected: '#b5651d',
  transport: '#2f80c0',
  sorting: '#2a9d8f',
  disposal: '#5c6b7a',
  recycled: '#2e8b57',
  'controlled-disposal': '#5c6b7a',
  'kept-on-site': '#a08060',
  land: '#c0792f',
  water: '#1f6fb2',
  drains: '#7a5c99',
  burning: '#c0392b',
};

/** The script's own font first: shaping a syllable across two fonts breaks its vowel signs. */
const FONTS: Record<DiagramLanguage, string> = {
  en: "'Noto Sans', sans-serif",
  si: "'Noto Sans Sinhala', 'Noto Sans', sans-serif",
  ta: "'Noto Sans Tamil', 'Noto Sans', sans-serif",
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function tonnes(kg: number, language: DiagramLanguage): string {
  const t = kg / 1000;
  const digits = t >= 100 ? 0 : t >= 1 ? 1 : 3;
  const figure = t.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  const { tonnes: unit, tonnesFirst } = DIAGRAM_TEXT[language];
  return tonnesFirst ? `${unit} ${figure}` : `${figure} ${unit}`;
}

/**
 * Text as SVG <text>, shaped by whoever draws the SVG (a browser shapes Sinhala and Tamil correctly). Its
 * length is the one the layout measured with the Noto fonts, so another font cannot push it over a node or
 * off the edge.
 */
export function svgText(item: TextItem, advance: number): string {
  const weight = item.bold ? ' font-weight="bold"' : '';
  const anchor = item.anchor && item.anchor !== 'start' ? ` text-anchor="${item.anchor}"` : '';
  const length = ` textLength="${round(advance)}" lengthAdjust="spacingAndGlyphs"`;
  const halo = item.halo ? ` stroke="${item.halo}" stroke-width="${HALO_WIDTH}" stroke-linejoin="round" paint-order="stroke"` : '';
  const classes = item.className ? ` class="${item.className}"` : '';
  return `<text x="${item.x}" y="${item.y}" font-size="${item.size}"${weight}${anchor}${length} fill="${item.fill}"${classes}${halo}>${escapeXml(item.text)}</text>`;
}

const round = (n: number) => Math.round(n * 100) / 100;

export type Measure = (text: string, size: number) => TextMetrics;

/** A text's lines no wider than `width` where its words allow (a word longer than that keeps a line of its own). */
function wrapWords(text: string, width: number, fits: (line: string) => boolean): string[] {
  if (width === Infinity) return [text];
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A node's name wrapped to `width`, its tonnes on the last line when they fit there, else on a line of their own. */
function labelLines(name: string, value: string, width: number, measure: Measure): string[] {
  const fits = (line: string) => measure(line, LABEL_SIZE).advance <= width;
  if (width === Infinity) return [`${name} ${value}`];
  const lines = wrapWords(name, width, fits);
  const last = `${lines.at(-1)} ${value}`;
  return fits(last) ? [...lines.slice(0, -1), last] : [...lines, value];
}

interface Label {
  node: LaidNode;
  items: TextItem[];
  /** Its box's reach from its node's facing side: right of x1 ('start') or left of x0 ('end'). */
  reach: number;
  top: number;
  bottom: number;
}

/** The step from one line's baseline to the next and a line's ink above its baseline, for every label of the drawing. */
interface LineMetrics {
  step: number;
}

function lineMetrics(lines: readonly string[], measure: Measure): LineMetrics {
  const inks = lines.map((line) => measure(line, LABEL_SIZE).ink);
  const ascent = Math.max(...inks.map((ink) => -ink.top));
  const descent = Math.max(...inks.map((ink) => ink.bottom));
  return { step: Math.ceil(ascent + descent + LINE_GAP) };
}

/** A node's label beside it, its lines' block centred on the node: right of nodes in the left half, left of nodes in the right half. */
function placeLabel(node: LaidNode, lines: readonly string[], columns: number, metrics: LineMetrics, measure: Measure): Label {
  const anchor = (node.layer ?? 0) < columns / 2 ? 'start' : 'end';
  const height = (lines.length - 1) * metrics.step;
  // The block's middle at the node's middle: one line's baseline 0.35em below it, as SVG's dy="0.35em" puts it.
  const first = round(((node.y0 ?? 0) + (node.y1 ?? 0)) / 2 - height / 2 + LABEL_SIZE * 0.35);
  let reach = 0;
  let top = Infinity;
  let bottom = -Infinity;
  const items = lines.map((text, index): TextItem => {
    const y = round(first + index * metrics.step);
    const { advance, ink } = measure(text, LABEL_SIZE);
    reach = Math.max(reach, anchor === 'start' ? LABEL_GAP + ink.right : LABEL_GAP + advance - ink.left);
    top = Math.min(top, y + ink.top);
    bottom = Math.max(bottom, y + ink.bottom);
    return { text, x: 0, y, size: LABEL_SIZE, anchor, fill: LIGHT.text, className: 'sankey-text sankey-halo', halo: LIGHT.background };
  });
  return { node, items, reach, top, bottom };
}

/**
 * The space each gap between columns needs: its left column's labels drawn into it, its right column's
 * labels drawn back into it, and both side by side where a label from each meets at the same height.
 */
function gapWidths(labels: readonly Label[], columns: number): number[] {
  return Array.from({ length: columns - 1 }, (_, gap) => {
    const leaving = labels.filter((label) => label.node.layer === gap && label.items[0].anchor === 'start');
    const arriving = labels.filter((label) => label.node.layer === gap + 1 && label.items[0].anchor === 'end');
    let need = 0;
    for (const label of [...leaving, ...arriving]) need = Math.max(need, label.reach);
    for (const left of leaving)
      for (const right of arriving) if (left.top < right.bottom && right.top < left.bottom) need = Math.max(need, left.reach + right.reach);
    return need + LABEL_CLEARANCE;
  });
}

/** Between two labels of a column, beyond their ink. */
const LABEL_SPACING = 4;

function moveLabel(label: Label, by: number) {
  for (const item of label.items) item.y = round(item.y + by);
  label.top += by;
  label.bottom += by;
}

/** A column's labels, each centred on its node, moved apart where they would meet: each below the one above it. */
function separate(column: Label[]) {
  const ordered = [...column].sort((a, b) => a.top - b.top);
  for (const [index, label] of ordered.entries()) {
    const overlap = index === 0 ? 0 : ordered[index - 1].bottom + LABEL_SPACING - label.top;
    if (overlap > 0) moveLabel(label, overlap);
  }
}

type Graph = ReturnType<ReturnType<typeof sankey<NodeDatum, object>>>;

/** The flows laid out from y = 0, their nodes `padding` apart, and each node's label. */
function layOut(
  flows: readonly DrawnFlow[],
  texts: ReadonlyMap<NodeId, readonly string[]>,
  metrics: LineMetrics,
  measure: Measure,
): { graph: Graph; placed: Label[]; plotWidth: number; plotHeight: number; gaps: number[]; columns: number } {
  const ids = [...texts.keys()];
  // Nodes of a column far enough apart for labels of two lines, however small the nodes; a longer label
  // moves its neighbours' aside (separate()) rather than push every node of the drawing apart.
  const padding = Math.ceil(2 * metrics.step + 4);
  const fullest = (graph: Graph) => {
    const counts = new Map<number, number>();
    for (const node of graph.nodes) counts.set(node.layer ?? 0, (counts.get(node.layer ?? 0) ?? 0) + 1);
    return Math.max(...counts.values());
  };
  const run = (height: number) =>
    sankey<NodeDatum, object>()
      .nodeId((node) => node.id)
      .nodeWidth(NODE_WIDTH)
      .nodePadding(padding)
      .extent([
        [0, 0],
        [MIN_WIDTH, height],
      ])({
      nodes: ids.map((id) => ({ id })),
      links: flows.map((flow) => ({ source: flow.source, target: flow.target, value: flow.kg })),
    });
  let graph = run(PLOT_HEIGHT);
  // d3-sankey narrows the padding when a column's nodes do not fit: the plot grows instead.
  const plotHeight = Math.max(PLOT_HEIGHT, (fullest(graph) - 1) * padding + MIN_FLOW_HEIGHT);
  if (plotHeight > PLOT_HEIGHT) graph = run(plotHeight);
  const columns = Math.max(...graph.nodes.map((node) => node.layer ?? 0)) + 1;
  const placed = graph.nodes.map((node) => placeLabel(node, texts.get(node.id)!, columns, metrics, measure));
  for (let layer = 0; layer < columns; layer += 1) separate(placed.filter((label) => label.node.layer === layer));
  const gaps = gapWidths(placed, columns);
  return { graph, placed, plotHeight, gaps, columns, plotWidth: columns * NODE_WIDTH + gaps.reduce((sum, gap) => sum + gap, 0) };
}

/**
 * The flows as a Sankey diagram (d3-sankey layout; the MFA's graph is acyclic), a self-contained SVG
 * document with its text in the chosen language. Values are tonnes. The drawing is MIN_WIDTH wide when its
 * labels, wrapped if need be, allow, and wider only when they do not: every gap between columns holds the
 * labels drawn into it, so no label covers a node, another label or leaves the drawing. `measure` gives each
 * text's size (HarfBuzz with the shipped Noto fonts); `drawText` places it: <text> by default; the PNG passes
 * HarfBuzz-shaped outlines (glyph-text.ts), since resvg does not shape.
 */
export function renderSankeySvg(
  flows: readonly DrawnFlow[],
  options: {
    title: string;
    subtitle: string;
    /** A line under the subtitle: what the bands of a reconciled drawing are. */
    note?: string;
    language: DiagramLanguage;
    measure: Measure;
    drawText?: (item: TextItem) => string;
  },
): string {
  const { language, measure } = options;
  const drawText = options.drawText ?? ((item: TextItem) => svgText(item, measure(item.text, item.size).advance));
  const labels = NODE_LABELS[language];
  const title: TextItem = {
    text: options.title,
    x: EDGE,
    y: TITLE.y,
    size: TITLE.size,
    bold: true,
    fill: LIGHT.text,
    className: 'sankey-text',
  };
  const subtitle: TextItem = {
    text: options.subtitle,
    x: EDGE,
    y: SUBTITLE.y,
    size: SUBTITLE.size,
    fill: LIGHT.muted,
    className: 'sankey-muted',
  };
  const note: TextItem | null = options.note
    ? { text: options.note, x: EDGE, y: NOTE.y, size: NOTE.size, fill: LIGHT.muted, className: 'sankey-muted' }
    : null;
  const header = note ? [title, subtitle, note] : [title, subtitle];
  const headerWidth = EDGE + Math.max(...header.map((item) => measure(item.text, item.size).ink.right)) + EDGE;
  const last = header.at(-1)!;
  const headerBottom = last.y + measure(last.text, last.size).ink.bottom;
  const document = (width: number, height: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONTS[language]}" lang="${language}" role="img" aria-label="${escapeXml(options.title)}">
${DARK_STYLE}
<rect class="sankey-background" width="100%" height="100%" fill="${LIGHT.background}"/>${header.map(drawText).join('\n')}
${body}
</svg>`;

  const visible = flows.filter((flow) => flow.kg > 0);
  if (visible.length === 0) {
    const empty = DIAGRAM_TEXT[language].empty;
    const width = Math.ceil(Math.max(MIN_WIDTH, headerWidth, EDGE + measure(empty, 16).ink.right + EDGE));
    const height = Math.ceil(headerBottom + LABEL_CLEARANCE + PLOT_HEIGHT + EDGE);
    return document(
      width,
      height,
      drawText({ text: empty, x: width / 2, y: height / 2, size: 16, anchor: 'middle', fill: LIGHT.muted, className: 'sankey-muted' }),
    );
  }

  // Node values as d3-sankey sums them (the larger of in and out), for the labels' tonnes.
  const ids = [...new Set(visible.flatMap((flow) => [flow.source, flow.target]))];
  const values = new Map<NodeId, number>(ids.map((id) => [id, 0]));
  for (const id of ids) {
    const incoming = visible.filter((flow) => flow.target === id).reduce((sum, flow) => sum + flow.kg, 0);
    const outgoing = visible.filter((flow) => flow.source === id).reduce((sum, flow) => sum + flow.kg, 0);
    values.set(id, Math.max(incoming, outgoing));
  }
  const textsAt = (wrap: number) =>
    new Map(ids.map((id) => [id, labelLines(labels[id], tonnes(values.get(id)!, language), wrap, measure)] as const));
  // One line height for every wrap: the same texts' words, so the same scripts' ink.
  const metrics = lineMetrics([...textsAt(WRAP_WIDTHS.at(-1)!).values()].flat(), measure);
  // The widest wrap whose drawing fits FIT_WIDTH; the narrowest when none does.
  let laid = layOut(visible, textsAt(WRAP_WIDTHS[0]), metrics, measure);
  for (const wrap of WRAP_WIDTHS.slice(1)) {
    if (EDGE + laid.plotWidth + EDGE <= FIT_WIDTH) break;
    laid = layOut(visible, textsAt(wrap), metrics, measure);
  }
  const { graph, placed, gaps, plotWidth, plotHeight } = laid;

  const width = Math.ceil(Math.max(MIN_WIDTH, headerWidth, EDGE + plotWidth + EDGE));
  const spare = (width - 2 * EDGE - plotWidth) / gaps.length;
  const columnX = [EDGE];
  for (const gap of gaps) columnX.push(columnX.at(-1)! + NODE_WIDTH + gap + spare);
  // Down below the header by as much as the highest label reaches above the plot.
  const shift = Math.ceil(headerBottom + LABEL_CLEARANCE - Math.min(0, ...placed.map((label) => label.top)));
  for (const node of graph.nodes) {
    node.x0 = round(columnX[node.layer ?? 0]);
    node.x1 = node.x0 + NODE_WIDTH;
    node.y0 = (node.y0 ?? 0) + shift;
    node.y1 = (node.y1 ?? 0) + shift;
  }
  for (const link of graph.links) {
    link.y0 = (link.y0 ?? 0) + shift;
    link.y1 = (link.y1 ?? 0) + shift;
  }
  const bottom = Math.max(plotHeight, ...placed.map((label) => label.bottom)) + shift;
  const height = Math.ceil(bottom + LABEL_CLEARANCE);

  const path = sankeyLinkHorizontal<NodeDatum, object>();
  const ranges = new Map(visible.map((flow) => [`${flow.source}>${flow.target}`, flow.range]));
  const links = graph.links
    .map((link: LaidLink) => {
      const source = link.source as LaidNode;
      const target = link.target as LaidNode;
      const colour = NODE_COLOURS[source.id];
      const width = link.width ?? 1;
      const range = ranges.get(`${source.id}>${target.id}`);
      const rangeText = range ? ` (${DIAGRAM_TEXT[language].range95}: ${tonnes(range[0], language)} – ${tonnes(range[1], language)})` : '';
      const title = `<title>${escapeXml(`${labels[source.id]} → ${labels[target.id]}: ${tonnes(link.value, language)}${rangeText}`)}</title>`;
      // The band reaches the top of the range at the drawing's scale (width per kg); the flow is drawn over it.
      const band =
        range && link.value > 0
          ? `<path class="sankey-band" d="${path(link)}" fill="none" stroke="${colour}" stroke-opacity="0.14" stroke-width="${round(Math.max(1, (width * range[1]) / link.value))}">${title}</path>\n`
          : '';
      return `${band}<path class="sankey-link" d="${path(link)}" fill="none" stroke="${colour}" stroke-opacity="0.35" stroke-width="${Math.max(1, width)}">${title}</path>`;
    })
    .join('\n');
  const nodes = placed
    .map(({ node, items }) => {
      const x0 = node.x0 ?? 0;
      const x1 = node.x1 ?? 0;
      const y0 = node.y0 ?? 0;
      const y1 = node.y1 ?? 0;
      const x = items[0].anchor === 'start' ? x1 + LABEL_GAP : x0 - LABEL_GAP;
      const texts = items.map((item) => drawText({ ...item, x, y: round(item.y + shift) })).join('\n');
      return `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${Math.max(1, y1 - y0)}" fill="${NODE_COLOURS[node.id]}"/>
${texts}`;
    })
    .join('\n');
  return document(width, height, `<g>${links}</g>\n<g>${nodes}</g>`);
}
