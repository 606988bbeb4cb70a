import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SERVER_ROOT } from '../paths';

const FONT_DIR = path.join(SERVER_ROOT, 'assets', 'fonts');
const FONT_FILES = ['NotoSans-Regular.ttf', 'NotoSansSinhala-Regular.ttf', 'NotoSansTamil-Regular.ttf'].map((file) => path.join(FONT_DIR, file));

/** An SVG diagram as PNG, drawn with the Noto fonts shipped in assets/fonts (Latin, Sinhala, Tamil). */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    fitTo: { mode: 'zoom', value: 1.5 },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
