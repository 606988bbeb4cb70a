import { sankey, sankeyLinkHorizontal, type SankeyLink, type SankeyNode } from 'd3-sankey';
import type { TextItem, TextMetrics } from './glyph-text';
import { DIAGRAM_TEXT, NODE_LABELS, type DiagramLanguage } from './labels';
import type { Flow, NodeId } from './types';

interface NodeDatum {
  id: NodeId;
  /** The node's column, set by d3-sankey (its types omit it). */
  layer?: number;
}
type LaidNode = SankeyNode<NodeDatum, object>;
type LaidLink = SankeyLink<NodeDatum, object>;

/** The narrowest drawing; wider when its labels or title need it. */
const MIN_WIDTH = 960;
/** The height of the flows themselves; the margins around them follow the text. */
const PLOT_HEIGHT = 472;
const EDGE = 16;
const NODE_WIDTH = 14;
const LABEL_SIZE = 12;
/** Between a node and its label, and between a label and the next column's node. */
const LABEL_GAP = 6;
const LABEL_CLEARANCE = 10;
const TITLE = { y: 28, size: 20 };
const SUBTITLE = { y: 50, size: 14 };

/** Colours by role: flows of managed plastic in blues and greens, leakage in warm tones. */
const NODE_COLOURS: Record<NodeId, string> = {
  generated: '#4a6fa5',
  'reported-excess': '#8c8c8c',
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
  return `${t.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${DIAGRAM_TEXT[language].tonnes}`;
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
  return `<text x="${item.x}" y="${item.y}" font-size="${item.size}"${weight}${anchor}${length} fill="${item.fill}">${escapeXml(item.text)}</text>`;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Where 0.35em below the middle puts the baseline of a label centred on y (SVG's dy="0.35em"). */
const centred = (y: number, size: number) => round(y + size * 0.35);

export type Measure = (text: string, size: number) => TextMetrics;

interface Label {
  node: LaidNode;
  item: TextItem;
  /** Its box's reach from its node's facing side: right of x1 ('start') or left of x0 ('end'). */
  reach: number;
  top: number;
  bottom: number;
}

/** A node's label beside it: right of nodes in the left half, left of nodes in the right half. */
function placeLabel(node: LaidNode, text: string, columns: number, measure: Measure): Label {
  const { advance, ink } = measure(text, LABEL_SIZE);
  const y = centred(((node.y0 ?? 0) + (node.y1 ?? 0)) / 2, LABEL_SIZE);
  const anchor = (node.layer ?? 0) < columns / 2 ? 'start' : 'end';
  const reach = anchor === 'start' ? LABEL_GAP + ink.right : LABEL_GAP + advance - ink.left;
  return { node, item: { text, x: 0, y, size: LABEL_SIZE, anchor, fill: '#222' }, reach, top: y + ink.top, bottom: y + ink.bottom };
}

/**
 * The space each gap between columns needs: its left column's labels drawn into it, its right column's
 * labels drawn back into it, and both side by side where a label from each meets at the same height.
 */
function gapWidths(labels: readonly Label[], columns: number): number[] {
  return Array.from({ length: columns - 1 }, (_, gap) => {
    const leaving = labels.filter((label) => label.node.layer === gap && label.item.anchor === 'start');
    const arriving = labels.filter((label) => label.node.layer === gap + 1 && label.item.anchor === 'end');
    let need = 0;
    for (const label of [...leaving, ...arriving]) need = Math.max(need, label.reach);
    for (const left of leaving)
      for (const right of arriving) if (left.top < right.bottom && right.top < left.bottom) need = Math.max(need, left.reach + right.reach);
    return need + LABEL_CLEARANCE;
  });
}

/**
 * The flows as a Sankey diagram (d3-sankey layout; the MFA's graph is acyclic), a self-contained SVG
 * document with its text in the chosen language. Values are tonnes. The drawing is as wide as its labels
 * need: every gap between columns holds the labels drawn into it, so no label covers a node or leaves the
 * drawing. `measure` gives each text's size (HarfBuzz with the shipped Noto fonts); `drawText` places it:
 * <text> by default; the PNG passes HarfBuzz-shaped outlines (glyph-text.ts), since resvg does not shape.
 */
export function renderSankeySvg(
  flows: readonly Flow[],
  options: { title: string; subtitle: string; language: DiagramLanguage; measure: Measure; drawText?: (item: TextItem) => string },
): string {
  const { language, measure } = options;
  const drawText = options.drawText ?? ((item: TextItem) => svgText(item, measure(item.text, item.size).advance));
  const labels = NODE_LABELS[language];
  const title: TextItem = { text: options.title, x: EDGE, y: TITLE.y, size: TITLE.size, bold: true, fill: '#222' };
  const subtitle: TextItem = { text: options.subtitle, x: EDGE, y: SUBTITLE.y, size: SUBTITLE.size, fill: '#555' };
  const headerWidth = EDGE + Math.max(...[title, subtitle].map((item) => measure(item.text, item.size).ink.right)) + EDGE;
  const headerBottom = SUBTITLE.y + measure(options.subtitle, SUBTITLE.size).ink.bottom;
  const document = (width: number, height: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONTS[language]}" lang="${language}" role="img" aria-label="${escapeXml(options.title)}">
<rect width="100%" height="100%" fill="#ffffff"/>${drawText(title)}
${drawText(subtitle)}
${body}
</svg>`;

  const visible = flows.filter((flow) => flow.kg > 0);
  if (visible.length === 0) {
    const empty = DIAGRAM_TEXT[language].empty;
    const width = Math.ceil(Math.max(MIN_WIDTH, headerWidth, EDGE + measure(empty, 16).ink.right + EDGE));
    const height = Math.ceil(headerBottom + LABEL_CLEARANCE + PLOT_HEIGHT + EDGE);
    return document(width, height, drawText({ text: empty, x: width / 2, y: height / 2, size: 16, anchor: 'middle', fill: '#555' }));
  }

  const ids = [...new Set(visible.flatMap((flow) => [flow.source, flow.target]))];
  // Heights first (d3-sankey's vertical layout does not depend on the width), with the nodes of a column
  // far enough apart for their labels and the top one's label clear of the subtitle; then the columns are
  // spaced by their labels.
  const lines = ids.map((id) => measure(`${labels[id]} ${tonnes(1000, language)}`, LABEL_SIZE).ink);
  const above = Math.max(...lines.map((ink) => -ink.top)) - LABEL_SIZE * 0.35;
  const lineHeight = Math.max(...lines.map((ink) => ink.bottom - ink.top));
  const top = Math.ceil(headerBottom + LABEL_CLEARANCE + above);
  const graph = sankey<NodeDatum, object>()
    .nodeId((node) => node.id)
    .nodeWidth(NODE_WIDTH)
    .nodePadding(Math.ceil(lineHeight + 4))
    .extent([
      [0, top],
      [MIN_WIDTH, top + PLOT_HEIGHT],
    ])({
    nodes: ids.map((id) => ({ id })),
    links: visible.map((flow) => ({ source: flow.source, target: flow.target, value: flow.kg })),
  });
  const columns = Math.max(...graph.nodes.map((node) => node.layer ?? 0)) + 1;
  const placed = graph.nodes.map((node) => placeLabel(node, `${labels[node.id]} ${tonnes(node.value ?? 0, language)}`, columns, measure));
  const gaps = gapWidths(placed, columns);
  const plotWidth = columns * NODE_WIDTH + gaps.reduce((sum, gap) => sum + gap, 0);
  const width = Math.ceil(Math.max(MIN_WIDTH, headerWidth, EDGE + plotWidth + EDGE));
  const spare = (width - 2 * EDGE - plotWidth) / gaps.length;
  const columnX = [EDGE];
  for (const gap of gaps) columnX.push(columnX.at(-1)! + NODE_WIDTH + gap + spare);
  for (const node of graph.nodes) {
    node.x0 = round(columnX[node.layer ?? 0]);
    node.x1 = node.x0 + NODE_WIDTH;
  }
  const height = Math.ceil(
    top + PLOT_HEIGHT + Math.max(...placed.map((label) => label.bottom - label.item.y)) + LABEL_SIZE * 0.35 + LABEL_CLEARANCE,
  );

  const path = sankeyLinkHorizontal<NodeDatum, object>();
  const links = graph.links
    .map((link: LaidLink) => {
      const source = link.source as LaidNode;
      return `<path d="${path(link)}" fill="none" stroke="${NODE_COLOURS[source.id]}" stroke-opacity="0.35" stroke-width="${Math.max(1, link.width ?? 1)}"><title>${escapeXml(
        `${labels[source.id]} → ${labels[(link.target as LaidNode).id]}: ${tonnes(link.value, language)}`,
      )}</title></path>`;
    })
    .join('\n');
  const nodes = placed
    .map(({ node, item }) => {
      const x0 = node.x0 ?? 0;
      const x1 = node.x1 ?? 0;
      const y0 = node.y0 ?? 0;
      const y1 = node.y1 ?? 0;
      const x = item.anchor === 'start' ? x1 + LABEL_GAP : x0 - LABEL_GAP;
      return `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${Math.max(1, y1 - y0)}" fill="${NODE_COLOURS[node.id]}"/>
${drawText({ ...item, x })}`;
    })
    .join('\n');
  return document(width, height, `<g>${links}</g>\n<g>${nodes}</g>`);
}
