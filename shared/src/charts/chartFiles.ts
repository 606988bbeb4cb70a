import { PICTURE_BACKGROUND } from './chartTheme';

/** A drawn chart as standalone SVG markup with its size in CSS pixels. */
export interface ChartPicture {
  markup: string;
  width: number;
  height: number;
}

/** A rendered SVG element as a file of its own (the serializer declares its namespace), sized and scalable. */
export function pictureOf(svg: SVGSVGElement, width: number, height: number): ChartPicture {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  copy.removeAttribute('style');
  return { markup: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`, width, height };
}

/** Rasterises the picture in the browser, which shapes Sinhala and Tamil with the installed fonts. */
export async function pngOf(picture: ChartPicture, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([picture.markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.width * scale;
    canvas.height = picture.height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.fillStyle = PICTURE_BACKGROUND;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The chart could not be drawn');
    return blob;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * One page holding the chart picture. jsPDF cannot shape Sinhala or Tamil, so the page carries the
 * browser-drawn PNG, deflated (jsPDF stores it raw otherwise, megabytes for one chart). jsPDF is fetched
 * only when someone asks for a PDF.
 */
export async function pdfOf(picture: ChartPicture): Promise<Blob> {
  const [{ jsPDF }, png] = await Promise.all([import('jspdf'), pngOf(picture)]);
  const margin = 20;
  const pdf = new jsPDF({
    orientation: 'landscape',
    unit: 'pt',
    format: [picture.width + 2 * margin, picture.height + 2 * margin],
    compress: true,
  });
  pdf.addImage(new Uint8Array(await png.arrayBuffer()), 'PNG', margin, margin, picture.width, picture.height, undefined, 'FAST');
  return pdf.output('blob');
}

export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
