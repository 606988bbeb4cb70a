/** The width of a text in CSS pixels, as the chart's layout needs it. */
export type MeasureText = (text: string) => number;

let context: CanvasRenderingContext2D | null | undefined;

/** One canvas for every measurement: measureText reads the font's metrics without touching the page's layout. */
function canvasContext(): CanvasRenderingContext2D | null {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return context;
}

const widths = new Map<string, number>();

/**
 * A measurer in one font. Without a canvas (jsdom) the width is estimated from the length, wide enough
 * for Latin digits and letters.
 */
export function textMeasure(fontFamily: string, fontSize: number, fontWeight = 400): MeasureText {
  const font = `${fontWeight} ${fontSize}px ${fontFamily}`;
  return (text) => {
    const key = `${font}\n${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      const canvas = canvasContext();
      if (canvas) {
        canvas.font = font;
        width = canvas.measureText(text).width;
      } else {
        width = text.length * fontSize * 0.6;
      }
      widths.set(key, width);
    }
    return width;
  };
}

/**
 * Words into lines no wider than `maxWidth` (a word wider than that stands alone on its line). Each line
 * but the last keeps its trailing space, so that a label's lines read back as its text.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const words = text.split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(`${line} `);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
