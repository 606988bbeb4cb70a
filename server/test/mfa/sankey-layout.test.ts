import { Resvg } from '@resvg/resvg-js';
import { computeMfa } from '#mfa/index';
import { anchorOffset, loadGlyphText, type GlyphText, type PlacedGlyph, type TextItem } from '#mfa/glyph-text';
import { DIAGRAM_LANGUAGES, DIAGRAM_TEXT, NODE_LABELS, type DiagramLanguage } from '#mfa/labels';
import { renderSankeySvgForPng, renderSankeyTextSvg } from '#mfa/sankey-files';
import type { Flow, NodeId } from '#mfa/types';
import { workedExampleInputs } from './worked-example';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Drawn {
  text: string;
  box: Box;
}

const flow = (source: NodeId, target: NodeId, kg: number): Flow => ({ source, target, kg, formula: '', inputs: [] });

/** Every node, the leakage ones tiny so that their labels crowd together, and a long authority name. */
const crowded: Flow[] = [
  flow('generated', 'collection', 900_000),
  flow('reported-excess', 'collection', 2_000),
  flow('generated', 'uncollected', 400_000),
  flow('collection', 'transport', 890_000),
  flow('collection', 'water', 1_000),
  flow('transport', 'sorting', 300_000),
  flow('transport', 'disposal', 589_000),
  flow('sorting', 'recycled', 290_000),
  flow('sorting', 'drains', 1_000),
  flow('disposal', 'controlled-disposal', 588_000),
  flow('disposal', 'land', 1_000),
  flow('uncollected', 'kept-on-site', 3_000),
  flow('uncollected', 'burning', 396_000),
  flow('uncollected', 'land', 500),
  flow('uncollected', 'drains', 500),
];

const DIAGRAMS: Record<string, { flows: Flow[]; name: string }> = {
  'the worked example': { flows: computeMfa(workedExampleInputs()).flows, name: 'Colombo MC' },
  'every node, tiny leaks': { flows: crowded, name: 'Kotmale Pradeshiya Sabha East and the Hill Country Estates' },
  'no flows': { flows: [], name: 'Colombo MC' },
};

const options = (language: DiagramLanguage, name: string) => ({
  title: `${name}: ${DIAGRAM_TEXT[language].title} 2024`,
  subtitle: `${DIAGRAM_TEXT[language].estimated}: 12 / 341`,
  language,
});

const size = (svg: string) => {
  const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)!;
  return { width: Number(width), height: Number(height) };
};

/** The Sankey's nodes: every <rect> but the background. */
const nodeBoxes = (svg: string): Box[] =>
  [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map(([, x, y, w, h]) => ({
    left: Number(x),
    top: Number(y),
    right: Number(x) + Number(w),
    bottom: Number(y) + Number(h),
  }));

const union = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  right: Math.max(...boxes.map((b) => b.right)),
  top: Math.min(...boxes.map((b) => b.top)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
});

/** The ink of every text in the PNG's SVG, from the glyph outlines it places. */
function outlineTexts(svg: string, glyphs: GlyphText, title: string, subtitle: string): Drawn[] {
  return [...svg.matchAll(/<g class="text[^"]*" fill="[^"]*" data-text="([^"]*)">(.*?)<\/g>/g)].map(([, text, uses]) => {
    const px = text === title ? 20 : text === subtitle ? 14 : 12;
    const boxes = [...uses.matchAll(/href="#glyph-(\w+)-(\d+)" transform="translate\(([-\d.]+) ([-\d.]+)\)/g)].flatMap(
      ([, font, glyph, x, y]) => {
        const ink = glyphs.inkBox(font as PlacedGlyph['font'], Number(glyph), px);
        return ink
          ? [{ left: Number(x) + ink.left, right: Number(x) + ink.right, top: Number(y) + ink.top, bottom: Number(y) + ink.bottom }]
          : [];
      },
    );
    return { text, box: union(boxes) };
  });
}

/** Every <text> of the SVG download as a browser draws it: the length it is given, anchored as it says. */
function svgTexts(svg: string, glyphs: GlyphText, language: DiagramLanguage): Drawn[] {
  return [
    ...svg.matchAll(
      /<text x="([\d.]+)" y="([\d.]+)" font-size="(\d+)"[^>]*?(?: text-anchor="(\w+)")? textLength="([\d.]+)"[^>]*>([^<]*)<\/text>/g,
    ),
  ].map(([, x, y, px, anchor, length, text]) => {
    const decoded = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const { ink } = glyphs.measure(decoded, Number(px), language);
    const start = Number(x) + anchorOffset(anchor as TextItem['anchor'], Number(length));
    return {
      text: decoded,
      box: { left: start + ink.left, right: start + ink.right, top: Number(y) + ink.top, bottom: Number(y) + ink.bottom },
    };
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every node's label is drawn, its lines (wrapped or not) read in order, beside the title and subtitle. */
function expectEveryLabel(drawn: Drawn[], flows: Flow[], language: DiagramLanguage) {
  const text = drawn.map((item) => item.text).join(' ');
  for (const id of new Set(flows.filter((f) => f.kg > 0).flatMap((f) => [f.source, f.target])))
    expect({ id, drawn: text.includes(`${NODE_LABELS[language][id]} `) }).toEqual({ id, drawn: true });
}

function expectLaidOut(drawn: Drawn[], nodes: Box[], canvas: { width: number; height: number }) {
  for (const { text, box } of drawn) {
    expect({
      text,
      box,
      inside: box.left >= 1 && box.top >= 1 && box.right <= canvas.width - 1 && box.bottom <= canvas.height - 1,
    }).toMatchObject({ inside: true });
    for (const node of nodes) expect({ text, node, overNode: overlaps(box, node) }).toMatchObject({ overNode: false });
  }
  for (const [i, a] of drawn.entries())
    for (const b of drawn.slice(i + 1)) expect({ a: a.text, b: b.text, overlap: overlaps(a.box, b.box) }).toMatchObject({ overlap: false });
}

describe('the Sankey lays its text out so that none is cut off or covers a node or another text', () => {
  let glyphs: GlyphText;
  beforeAll(async () => {
    glyphs = await loadGlyphText();
  });

  const cases = DIAGRAM_LANGUAGES.flatMap((language) => Object.keys(DIAGRAMS).map((diagram) => [language, diagram] as const));

  it.each(cases)('%s, %s: PNG outlines inside the canvas, clear of every node and of each other', async (language, diagram) => {
    const { flows, name } = DIAGRAMS[diagram];
    const o = options(language, name);
    const svg = await renderSankeySvgForPng(flows, o);
    const nodes = nodeBoxes(svg);
    const drawn = outlineTexts(svg, glyphs, o.title, o.subtitle);
    if (flows.length) expect(drawn.length).toBeGreaterThanOrEqual(nodes.length + 2);
    else expect(drawn).toHaveLength(3);
    expectEveryLabel(drawn, flows, language);
    expectLaidOut(drawn, nodes, size(svg));

    // And in the picture itself: a frame of white all round, nothing drawn up to the edge.
    const image = new Resvg(svg, { font: { loadSystemFonts: false }, background: '#ffffff' }).render();
    const { width, height, pixels } = image;
    const white = (x: number, y: number) => pixels.readUInt32BE((y * width + x) * 4) === 0xffffffff;
    const frame = [];
    for (let x = 0; x < width; x++) frame.push([x, 0], [x, 1], [x, height - 1], [x, height - 2]);
    for (let y = 0; y < height; y++) frame.push([0, y], [1, y], [width - 1, y], [width - 2, y]);
    expect(frame.filter(([x, y]) => !white(x, y))).toEqual([]);
  });

  it.each(cases)('%s, %s: the SVG download’s <text> at its measured length, the same layout', async (language, diagram) => {
    const { flows, name } = DIAGRAMS[diagram];
    const o = options(language, name);
    const svg = await renderSankeyTextSvg(flows, o);
    expect(size(svg)).toEqual(size(await renderSankeySvgForPng(flows, o)));
    const nodes = nodeBoxes(svg);
    const drawn = svgTexts(svg, glyphs, language);
    if (flows.length) expect(drawn.length).toBeGreaterThanOrEqual(nodes.length + 2);
    else expect(drawn).toHaveLength(3);
    expectEveryLabel(drawn, flows, language);
    for (const [, px, length, text] of svg.matchAll(/<text [^>]*font-size="(\d+)"[^>]*textLength="([\d.]+)"[^>]*>([^<]*)</g))
      expect(Number(length)).toBeCloseTo(glyphs.measure(text.replace(/&amp;/g, '&'), Number(px), language).advance, 1);
    expectLaidOut(drawn, nodes, size(svg));
  });

  it.each(cases)(
    '%s, %s: no wider than a dashboard card shows at 11 px a 12 px label (long labels wrap instead)',
    async (language, diagram) => {
      const { flows, name } = DIAGRAMS[diagram];
      // A card is about 978 px wide at 1366 px: 978 / 1040 x 12 px > 11 px.
      expect(size(await renderSankeyTextSvg(flows, options(language, name))).width).toBeLessThanOrEqual(1040);
    },
  );

  it('wraps a long Tamil label onto lines of its own, its tonnes kept with it', async () => {
    const svg = await renderSankeyTextSvg(computeMfa(workedExampleInputs()).flows, options('ta', 'Colombo MC'));
    const lines = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
    const first = lines.findIndex((line) => line.startsWith('இடத்திலேயே'));
    expect(lines[first]).not.toContain('தொன்');
    expect(lines.slice(first, first + 4).join(' ')).toMatch(/^இடத்திலேயே வைக்கப்பட்டது அல்லது புதைக்கப்பட்டது [\d.]+ தொன்/);
  });

  it('follows a dark page: the screen’s SVG recolours its background and text by the colour scheme; the PNG stays light', async () => {
    const o = options('en', 'Colombo MC');
    const svg = await renderSankeyTextSvg(computeMfa(workedExampleInputs()).flows, o);
    expect(svg).toMatch(/@media \(prefers-color-scheme: dark\) \{[^}]*\.sankey-background \{ fill: #141414; \}/);
    expect(svg).toContain('<rect class="sankey-background"');
    // Every text recoloured in the dark (labels also get a dark halo over the flows).
    expect([...svg.matchAll(/<text [^>]*>/g)].every(([tag]) => /class="sankey-(text|muted)/.test(tag))).toBe(true);
    const png = new Resvg(await renderSankeySvgForPng(computeMfa(workedExampleInputs()).flows, o), {
      font: { loadSystemFonts: false },
    }).render();
    expect(png.pixels.readUInt32BE(0)).toBe(0xffffffff);
  });

  it('puts the right half’s labels left of their nodes, ending where the label ends', async () => {
    const svg = await renderSankeyTextSvg(computeMfa(workedExampleInputs()).flows, options('ta', 'Colombo MC'));
    const label = (start: string) => new RegExp(`<text x="([\\d.]+)"[^>]*>${start}`).exec(svg)!;
    expect(label('உருவான')[0]).not.toContain('text-anchor');
    expect(label('இடத்திலேயே')[0]).toContain('text-anchor="end"');
    const lastColumn = Math.max(...nodeBoxes(svg).map((node) => node.left));
    expect(Number(label('இடத்திலேயே')[1])).toBeLessThan(lastColumn);
  });

  it('anchors outlined text at its start, middle or end by the shaped advance', async () => {
    const document = glyphs.document('ta');
    const { advance } = glyphs.layout('கொழும்பு', 12, 'ta');
    const firstX = (anchor: TextItem['anchor']) =>
      Number(/translate\(([-\d.]+) /.exec(document.draw({ text: 'கொழும்பு', x: 100, y: 20, size: 12, fill: '#000', anchor }))![1]);
    expect(firstX('start')).toBeCloseTo(100, 1);
    expect(firstX('middle')).toBeCloseTo(100 - advance / 2, 1);
    expect(firstX('end')).toBeCloseTo(100 - advance, 1);
  });
});
