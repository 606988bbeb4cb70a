import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';
import type { DiagramLanguage } from './labels';

type HarfBuzz = typeof import('harfbuzzjs', { with: { 'resolution-mode': 'import' } });
type HbFont = InstanceType<HarfBuzz['Font']>;

const FONT_DIR = path.join(SERVER_ROOT, 'assets', 'fonts');

/** One line of a diagram's text, placed as SVG's <text> would place it. */
export interface TextItem {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  fill: string;
  /** Classes a dark colour scheme recolours by (the screen's SVG follows the page's theme). */
  className?: string;
  /** A ring of this colour round the glyphs, so that text drawn over a flow stays legible. */
  halo?: string;
  bold?: boolean;
  /** Where x is, as SVG's text-anchor: the start (default), middle or end of the shaped advance. */
  anchor?: 'start' | 'middle' | 'end';
}

/** A text's extent in px from its pen start and baseline (y down): its advance, and a box holding both the advance and its glyphs' ink. */
export interface TextMetrics {
  advance: number;
  ink: { left: number; right: number; top: number; bottom: number };
}

/** A halo's stroke in px: 1.5 px of background each side of a glyph's outline. */
export const HALO_WIDTH = 3;

/** How far left of x an anchored text starts. */
export function anchorOffset(anchor: TextItem['anchor'], advance: number): number {
  return anchor === 'middle' ? -advance / 2 : anchor === 'end' ? -advance : 0;
}

interface LoadedFont {
  name: string;
  font: HbFont;
  upem: number;
  paths: Map<number, string>;
}

/** A glyph as HarfBuzz placed it: its font, its id in that font, and its pen position in px. */
export interface PlacedGlyph {
  font: 'latin' | 'sinhala' | 'tamil';
  glyph: number;
  x: number;
  y: number;
}

/** One SVG document's text: each glyph outline is defined once (<defs>) and placed with <use>. */
export interface GlyphDocument {
  draw(item: TextItem): string;
  /** The <defs> of every glyph drawn so far. */
  defs(): string;
}

/**
 * Draws text as glyph outlines, shaped by HarfBuzz with the Noto fonts shipped in assets/fonts. resvg lays
 * text out without complex-script shaping, so Sinhala and Tamil vowel signs land in the wrong place; the
 * PNG's SVG therefore carries the shaped outlines as paths and resvg only fills them.
 */
export interface GlyphText {
  document(language: DiagramLanguage): GlyphDocument;
  /** The shaped glyphs of a text at `size` px and its advance width. */
  layout(text: string, size: number, language: DiagramLanguage): { glyphs: PlacedGlyph[]; advance: number };
  /** The advance and ink box of a text at `size` px, for laying a diagram out around it. */
  measure(text: string, size: number, language: DiagramLanguage): TextMetrics;
  /** A glyph's ink at `size` px around its pen position (y down), if it has any. */
  inkBox(font: PlacedGlyph['font'], glyph: number, size: number): TextMetrics['ink'] | undefined;
  /** The glyph a font maps one character to without shaping (for tests). */
  nominalGlyph(font: PlacedGlyph['font'], char: string): number | undefined;
}

const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
/** Characters that belong to the run around them: joiners and spaces take the current run's font. */
const NEUTRAL = /[\u200C\u200D\s]/u;

let loading: Promise<GlyphText> | undefined;

/** Loads HarfBuzz (WASM) and the fonts once per process. */
export function loadGlyphText(): Promise<GlyphText> {
  loading ??= create().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function create(): Promise<GlyphText> {
  const hb: HarfBuzz = await import('harfbuzzjs');
  const load = (name: string, file: string): LoadedFont => {
    const face = new hb.Face(new hb.Blob(readFileSync(path.join(FONT_DIR, file))));
    return { name, font: new hb.Font(face), upem: face.upem, paths: new Map() };
  };
  const latin = load('latin', 'NotoSans-Regular.ttf');
  const sinhala = load('sinhala', 'NotoSansSinhala-Regular.ttf');
  const tamil = load('tamil', 'NotoSansTamil-Regular.ttf');

  /** The script's own font for its letters; for the rest, the label language's font when it has the glyph. */
  const fontFor = (char: string, language: DiagramLanguage): LoadedFont => {
    if (SINHALA.test(char)) return sinhala;
    if (TAMIL.test(char)) return tamil;
    const own = language === 'si' ? sinhala : language === 'ta' ? tamil : latin;
    if (own !== latin && own.font.nominalGlyph(char.codePointAt(0)!) !== undefined) return own;
    return latin;
  };

  /** Runs of one font; neutral characters (spaces, joiners) stay in the run they follow. */
  const runs = (text: string, language: DiagramLanguage): { font: LoadedFont; text: string }[] => {
    const out: { font: LoadedFont; text: string }[] = [];
    for (const char of text) {
      const last = out.at(-1);
      if (last && NEUTRAL.test(char)) {
        last.text += char;
        continue;
      }
      const font = fontFor(char, language);
      if (last && last.font === font) last.text += char;
      else out.push({ font, text: char });
    }
    return out;
  };

  interface Placed {
    font: LoadedFont;
    glyph: number;
    x: number;
    y: number;
  }

  /** Shapes the text; positions in font units scaled to px at `size`, from the pen's start. */
  const shape = (text: string, size: number, language: DiagramLanguage): { glyphs: Placed[]; advance: number } => {
    const glyphs: Placed[] = [];
    let pen = 0;
    for (const run of runs(text, language)) {
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(run.font.font, buffer);
      const scale = size / run.font.upem;
      for (const glyph of buffer.getGlyphInfosAndPositions()) {
        glyphs.push({ font: run.font, glyph: glyph.codepoint, x: pen + (glyph.xOffset ?? 0) * scale, y: -(glyph.yOffset ?? 0) * scale });
        pen += (glyph.xAdvance ?? 0) * scale;
      }
    }
    return { glyphs, advance: pen };
  };

  const outline = (font: LoadedFont, glyph: number): string => {
    let d = font.paths.get(glyph);
    if (d === undefined) {
      d = font.font.glyphToPath(glyph);
      font.paths.set(glyph, d);
    }
    return d;
  };

  const inkBox = (font: LoadedFont, glyph: number, size: number): TextMetrics['ink'] | undefined => {
    const extents = font.font.glyphExtents(glyph);
    if (!extents || extents.width === 0) return undefined;
    // Font units, y up: yBearing is the top of the ink above the origin, and height is negative.
    const scale = size / font.upem;
    return {
      left: extents.xBearing * scale,
      right: (extents.xBearing + extents.width) * scale,
      top: -extents.yBearing * scale,
      bottom: -(extents.yBearing + extents.height) * scale,
    };
  };

  const round = (n: number) => Math.round(n * 100) / 100;
  const fonts = { latin, sinhala, tamil };

  return {
    nominalGlyph: (font, char) => fonts[font].font.nominalGlyph(char.codePointAt(0)!),
    measure(text, size, language) {
      const { glyphs, advance } = shape(text, size, language);
      const ink = { left: 0, right: advance, top: 0, bottom: 0 };
      for (const { font, glyph, x, y } of glyphs) {
        const box = inkBox(font, glyph, size);
        if (!box) continue;
        ink.left = Math.min(ink.left, x + box.left);
        ink.right = Math.max(ink.right, x + box.right);
        ink.top = Math.min(ink.top, y + box.top);
        ink.bottom = Math.max(ink.bottom, y + box.bottom);
      }
      return { advance, ink };
    },
    inkBox: (font, glyph, size) => inkBox(fonts[font], glyph, size),
    layout(text, size, language) {
      const { glyphs, advance } = shape(text, size, language);
      return { glyphs: glyphs.map((g) => ({ font: g.font.name as PlacedGlyph['font'], glyph: g.glyph, x: g.x, y: g.y })), advance };
    },
    document(language) {
      const used = new Map<string, string>();
      return {
        draw(item) {
          const { glyphs, advance } = shape(item.text, item.size, language);
          const start = item.x + anchorOffset(item.anchor, advance);
          const uses = glyphs
            .map(({ font, glyph, x, y }) => {
              const d = outline(font, glyph);
              if (!d) return '';
              const id = `glyph-${font.name}-${glyph}`;
              if (!used.has(id)) used.set(id, d);
              const scale = Math.round((item.size / font.upem) * 1e5) / 1e5;
              // Font units are y-up; SVG is y-down. A bold look from the regular fonts (only regular weights
              // are shipped): a thin outline in the fill colour, its width in font units.
              const stroke = item.bold
                ? ` stroke="${item.fill}" stroke-width="${Math.round(font.upem * 0.035)}" stroke-linejoin="round"`
                : item.halo
                  ? ` stroke="${item.halo}" stroke-width="${Math.round((font.upem * HALO_WIDTH) / item.size)}" stroke-linejoin="round" paint-order="stroke"`
                  : '';
              return `<use href="#${id}" transform="translate(${round(start + x)} ${round(item.y + y)}) scale(${scale} ${-scale})"${stroke}/>`;
            })
            .join('');
          const classes = item.className ? `text ${item.className}` : 'text';
          return `<g class="${classes}" fill="${item.fill}" data-text="${escapeAttribute(item.text)}">${uses}</g>`;
        },
        defs: () => `<defs>${[...used].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('')}</defs>`,
      };
    },
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
