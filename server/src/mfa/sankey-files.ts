import { Resvg } from '@resvg/resvg-js';
import { loadGlyphText } from './glyph-text';
import type { DiagramLanguage } from './labels';
import { renderSankeySvg, type DrawnFlow } from './sankey-svg';

type DiagramOptions = { title: string; subtitle: string; note?: string; language: DiagramLanguage };

/** The SVG download: text as <text> for the browser to shape, laid out by its size in the shipped Noto fonts. */
export async function renderSankeyTextSvg(flows: readonly DrawnFlow[], options: DiagramOptions): Promise<string> {
  const glyphs = await loadGlyphText();
  return renderSankeySvg(flows, { ...options, measure: (text, size) => glyphs.measure(text, size, options.language) });
}

/**
 * The SVG the PNG is drawn from: every text already shaped by HarfBuzz with the shipped Noto fonts and
 * drawn as glyph outlines (resvg does not shape Sinhala or Tamil; see docs/adr/0026-png-diagrams-shaped-by-harfbuzz.md).
 */
export async function renderSankeySvgForPng(flows: readonly DrawnFlow[], options: DiagramOptions): Promise<string> {
  const glyphs = await loadGlyphText();
  const document = glyphs.document(options.language);
  const svg = renderSankeySvg(flows, {
    ...options,
    measure: (text, size) => glyphs.measure(text, size, options.language),
    drawText: (item) => document.draw(item),
  });
  // <use> may point forward: the glyphs' outlines go last, once each.
  return svg.replace(/<\/svg>$/, `${document.defs()}</svg>`);
}

/** An SVG as PNG. Text must already be outlines: no fonts are given to resvg. */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'zoom', value: 1.5 },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}

/** The Sankey as PNG, its text shaped in every language. */
export async function renderSankeyPng(flows: readonly DrawnFlow[], options: DiagramOptions): Promise<Buffer> {
  return svgToPng(await renderSankeySvgForPng(flows, options));
}
