/** A table as CSV (RFC 4180 quoting), with a byte order mark so that spreadsheet programs read UTF-8. */
export function csvOf(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function svgMarkup(svg: SVGSVGElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
}

/** Rasterises the chart in the browser, which shapes Sinhala and Tamil with the installed fonts. */
export async function pngOf(svg: SVGSVGElement, scale = 2): Promise<{ blob: Blob; width: number; height: number }> {
  const width = svg.viewBox.baseVal.width;
  const height = svg.viewBox.baseVal.height;
  const url = URL.createObjectURL(new Blob([svgMarkup(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The chart could not be drawn');
    return { blob, width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** One landscape page holding the chart picture; jsPDF is fetched only when someone asks for a PDF. */
export async function pdfOf(svg: SVGSVGElement): Promise<Blob> {
  const [{ jsPDF }, png] = await Promise.all([import('jspdf'), pngOf(svg)]);
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: [png.width + 40, png.height + 40] });
  pdf.addImage(new Uint8Array(await png.blob.arrayBuffer()), 'PNG', 20, 20, png.width, png.height);
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
