import { Resvg } from '@resvg/resvg-js';
import { loadGlyphText, type GlyphDocument, type GlyphText, type TextItem } from '../glyph-text';
import type { DiagramLanguage } from '../labels';
import { renderSankeySvgForPng } from '../sankey-files';
import type { Cell, CellFormat, ReportContent, ReportTable } from './content';
import { PAGE_HEIGHT_PT, PAGE_WIDTH_PT, pdfFile, type PdfImage, type PdfPage, type PdfText } from './pdf-file';
import { REPORT_TEXT } from './text';

/** A4 at 96 px to the inch; the page is drawn at 1.5 times this. */
const WIDTH = 794;
const HEIGHT = 1123;
const MARGIN = 48;
const ZOOM = 1.5;
const PT = PAGE_WIDTH_PT / WIDTH;
const INK = '#1f2937';
const RULE = '#d1d5db';
const SIZES = { title: 20, heading: 14, body: 10, table: 8.5 };

/** A figure as the PDF shows it (the workbook keeps the number): tonnes with one decimal, shares as per cent. */
export function formatCell(value: Cell, format: CellFormat): string {
  if (value === null) return '-';
  if (typeof value === 'string') return value;
  if (format === 'share') return `${(value * 100).toFixed(1)} %`;
  if (format === 'integer') return Math.round(value).toLocaleString('en-US');
  if (format === 'tonnes') return value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return String(value);
}

function rgbOf(svg: string): { rgb: Buffer; width: number; height: number } {
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'zoom', value: ZOOM }, background: '#ffffff' }).render();
  const rgba = image.pixels;
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from];
    rgb[to + 1] = rgba[from + 1];
    rgb[to + 2] = rgba[from + 2];
  }
  return { rgb, width: image.width, height: image.height };
}

/** Lays text out on A4 pages: each page an SVG of shaped glyphs, with the Latin text also kept for the PDF's text layer. */
class PageWriter {
  readonly pages: PdfPage[] = [];
  private document!: GlyphDocument;
  private markup: string[] = [];
  private texts: PdfText[] = [];
  private extraImages: PdfImage[] = [];
  y = MARGIN;

  constructor(
    private readonly glyphs: GlyphText,
    private readonly language: DiagramLanguage,
    private readonly footer: string,
  ) {
    this.start();
  }

  private start() {
    this.document = this.glyphs.document(this.language);
    this.markup = [];
    this.texts = [];
    this.extraImages = [];
    this.y = MARGIN;
  }

  advance(text: string, size: number): number {
    return this.glyphs.measure(text, size, this.language).advance;
  }

  text(item: Omit<TextItem, 'fill'> & { fill?: string }) {
    const full: TextItem = { fill: INK, ...item };
    this.markup.push(this.document.draw(full));
    const width = this.advance(item.text, item.size);
    const left = item.anchor === 'end' ? item.x - width : item.anchor === 'middle' ? item.x - width / 2 : item.x;
    this.texts.push({ text: item.text, x: left * PT, y: item.y * PT, size: item.size * PT });
  }

  rule(x1: number, y: number, x2: number, colour = RULE) {
    this.markup.push(`<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${colour}" stroke-width="0.8"/>`);
  }

  rect(x: number, y: number, width: number, height: number, fill: string) {
    this.markup.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`);
  }

  image(image: Omit<PdfImage, 'x' | 'y' | 'w' | 'h'>, x: number, y: number, w: number, h: number) {
    this.extraImages.push({ ...image, x: x * PT, y: y * PT, w: w * PT, h: h * PT });
  }

  /** Lines of at most `width` px: by words, and by characters for a word too long for a line (an address). */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.advance(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.advance(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && this.advance(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  /** Room for `height` px on this page, else the next page. */
  need(height: number) {
    if (this.y + height > HEIGHT - MARGIN) this.finish();
  }

  paragraph(text: string, size: number, bold = false) {
    const lineHeight = size * 1.45;
    for (const line of this.wrap(text, size, WIDTH - 2 * MARGIN)) {
      this.need(lineHeight);
      this.text({ text: line, x: MARGIN, y: this.y + size, size, bold });
      this.y += lineHeight;
    }
  }

  finish() {
    this.text({ text: `${this.footer} ${this.pages.length + 1}`, x: WIDTH - MARGIN, y: HEIGHT - MARGIN / 2, size: 8, anchor: 'end' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${this.markup.join('')}${this.document.defs()}</svg>`;
    const page = rgbOf(svg);
    this.pages.push({
      images: [{ ...page, x: 0, y: 0, w: PAGE_WIDTH_PT, h: PAGE_HEIGHT_PT }, ...this.extraImages],
      texts: this.texts,
    });
    this.start();
  }
}

function drawTable(writer: PageWriter, table: ReportTable) {
  const size = SIZES.table;
  const lineHeight = size * 1.4;
  const inner = WIDTH - 2 * MARGIN;
  const units = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / units) * inner);
  const lefts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const pad = 3;
  const row = (cells: string[], header: boolean) => {
    const lines = cells.map((cell, index) => writer.wrap(cell, size, widths[index] - 2 * pad));
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * pad;
    return { lines, height, header };
  };
  const header = row(
    table.columns.map((column) => column.label),
    true,
  );
  const draw = ({ lines, height, header: isHeader }: ReturnType<typeof row>) => {
    if (isHeader) writer.rect(MARGIN, writer.y, inner, height, '#eef2f7');
    lines.forEach((cellLines, index) => {
      const numeric = table.columns[index].format !== 'text';
      cellLines.forEach((line, at) => {
        writer.text({
          text: line,
          x: numeric ? lefts[index] + widths[index] - pad : lefts[index] + pad,
          y: writer.y + pad + size + at * lineHeight,
          size,
          bold: isHeader,
          anchor: numeric ? 'end' : 'start',
        });
      });
    });
    writer.y += height;
    writer.rule(MARGIN, writer.y, MARGIN + inner);
  };
  writer.need(header.height + lineHeight * 2);
  draw(header);
  for (const cells of table.rows) {
    const next = row(
      cells.map((cell, index) => formatCell(cell, table.columns[index].format)),
      false,
    );
    if (writer.y + next.height > HEIGHT - MARGIN) {
      writer.finish();
      draw(header);
    }
    draw(next);
  }
}

/** The report as PDF: title and summary, the national Sankey, then every table of the content. */
export async function reportPdf(content: ReportContent): Promise<Buffer> {
  const language = content.sankey.language;
  const glyphs = await loadGlyphText();
  const writer = new PageWriter(glyphs, language, REPORT_TEXT[language].page);
  writer.paragraph(content.title, SIZES.title, true);
  writer.paragraph(content.subtitle, SIZES.body);
  writer.y += 10;

  // The Sankey as the PNG download draws it, scaled to the page's width.
  const sankeySvg = await renderSankeySvgForPng(content.sankey.flows, content.sankey);
  const sankey = rgbOf(sankeySvg);
  const width = WIDTH - 2 * MARGIN;
  const height = (sankey.height / sankey.width) * width;
  writer.need(height);
  writer.image(sankey, MARGIN, writer.y, width, height);
  writer.y += height + 16;

  for (const table of content.tables) {
    writer.need(80);
    writer.y += 8;
    writer.paragraph(table.title, SIZES.heading, true);
    if (table.note) writer.paragraph(table.note, SIZES.body);
    writer.y += 4;
    drawTable(writer, table);
  }
  writer.finish();
  return pdfFile(writer.pages, content.title);
}
