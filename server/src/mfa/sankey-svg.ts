import { sankey, sankeyLinkHorizontal, type SankeyLink, type SankeyNode } from 'd3-sankey';
import type { TextItem } from './glyph-text';
import { DIAGRAM_TEXT, NODE_LABELS, type DiagramLanguage } from './labels';
import type { Flow, NodeId } from './types';

interface NodeDatum {
  id: NodeId;
}
type LaidNode = SankeyNode<NodeDatum, object>;
type LaidLink = SankeyLink<NodeDatum, object>;

const WIDTH = 960;
const HEIGHT = 560;
const MARGIN = { top: 64, right: 200, bottom: 24, left: 16 };

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

/** Text as SVG <text>, shaped by whoever draws the SVG (a browser shapes Sinhala and Tamil correctly). */
export function svgText(item: TextItem): string {
  const weight = item.bold ? ' font-weight="bold"' : '';
  const anchor = item.anchor === 'middle' ? ' text-anchor="middle"' : '';
  return `<text x="${item.x}" y="${item.y}" font-size="${item.size}"${weight}${anchor} fill="${item.fill}">${escapeXml(item.text)}</text>`;
}

/** Where 0.35em below the middle puts the baseline of a label centred on y (SVG's dy="0.35em"). */
const centred = (y: number, size: number) => Math.round((y + size * 0.35) * 100) / 100;

/**
 * The flows as a Sankey diagram (d3-sankey layout; the MFA's graph is acyclic), a self-contained SVG
 * document with its text in the chosen language. Values are tonnes. `drawText` places each text: <text>
 * by default; the PNG passes HarfBuzz-shaped outlines (glyph-text.ts), since resvg does not shape.
 */
export function renderSankeySvg(
  flows: readonly Flow[],
  options: { title: string; subtitle: string; language: DiagramLanguage; drawText?: (item: TextItem) => string },
): string {
  const { language } = options;
  const drawText = options.drawText ?? svgText;
  const labels = NODE_LABELS[language];
  const header = `${drawText({ text: options.title, x: MARGIN.left, y: 28, size: 20, bold: true, fill: '#222' })}
${drawText({ text: options.subtitle, x: MARGIN.left, y: 50, size: 14, fill: '#555' })}`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONTS[language]}" lang="${language}" role="img" aria-label="${escapeXml(options.title)}">
<rect width="100%" height="100%" fill="#ffffff"/>`;
  const visible = flows.filter((flow) => flow.kg > 0);
  if (visible.length === 0) {
    return `${open}${header}${drawText({ text: DIAGRAM_TEXT[language].empty, x: WIDTH / 2, y: HEIGHT / 2, size: 16, anchor: 'middle', fill: '#555' })}</svg>`;
  }
  const ids = [...new Set(visible.flatMap((flow) => [flow.source, flow.target]))];
  const layout = sankey<NodeDatum, object>()
    .nodeId((node) => node.id)
    .nodeWidth(14)
    .nodePadding(14)
    .extent([
      [MARGIN.left, MARGIN.top],
      [WIDTH - MARGIN.right, HEIGHT - MARGIN.bottom],
    ]);
  const graph = layout({
    nodes: ids.map((id) => ({ id })),
    links: visible.map((flow) => ({ source: flow.source, target: flow.target, value: flow.kg })),
  });
  const path = sankeyLinkHorizontal<NodeDatum, object>();
  const links = graph.links
    .map((link: LaidLink) => {
      const source = link.source as LaidNode;
      return `<path d="${path(link)}" fill="none" stroke="${NODE_COLOURS[source.id]}" stroke-opacity="0.35" stroke-width="${Math.max(1, link.width ?? 1)}"><title>${escapeXml(
        `${labels[source.id]} → ${labels[(link.target as LaidNode).id]}: ${tonnes(link.value, language)}`,
      )}</title></path>`;
    })
    .join('\n');
  const nodes = graph.nodes
    .map((node: LaidNode) => {
      const x0 = node.x0 ?? 0;
      const x1 = node.x1 ?? 0;
      const y0 = node.y0 ?? 0;
      const y1 = node.y1 ?? 0;
      const label = `${labels[node.id]} ${tonnes(node.value ?? 0, language)}`;
      return `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${Math.max(1, y1 - y0)}" fill="${NODE_COLOURS[node.id]}"/>
${drawText({ text: label, x: x1 + 6, y: centred((y0 + y1) / 2, 12), size: 12, fill: '#222' })}`;
    })
    .join('\n');
  return `${open}${header}\n<g>${links}</g>\n<g>${nodes}</g>\n</svg>`;
}
