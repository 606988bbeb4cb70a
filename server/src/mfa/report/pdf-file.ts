import { deflateSync } from 'node:zlib';

/** A4 in PDF points. */
export const PAGE_WIDTH_PT = 595.28;
export const PAGE_HEIGHT_PT = 841.89;

export interface PdfImage {
  /** 8-bit RGB pixels, row by row. */
  rgb: Buffer;
  width: number;
  height: number;
  /** Placement in points from the page's top left. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Text laid invisibly over the picture at its place (so the figures can be found and copied), in points from the top left. */
export interface PdfText {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
}

export interface PdfPage {
  images: PdfImage[];
  texts: PdfText[];
}

const PRINTABLE = /^[\x20-\x7e]+$/;
const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
const utf16 = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/**
 * A PDF of pictured pages. Sinhala and Tamil need shaping that PDF's standard fonts cannot give, so each
 * page is a picture of the text shaped by HarfBuzz (as the Sankey PNG is); the text written in Latin letters
 * and digits (the figures, and every word of an English report) is also laid over it as invisible text.
 */
export function pdfFile(pages: readonly PdfPage[], title: string): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);

  const catalog = add('');
  const pagesObject = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${utf16(title)} /Producer (Waste management system) >>`);
  const pageIds: number[] = [];
  for (const page of pages) {
    const images = page.images.map((image) =>
      add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
          deflateSync(image.rgb),
        ),
      ),
    );
    const drawn = page.images
      .map((image, index) => {
        const bottom = PAGE_HEIGHT_PT - image.y - image.h;
        return `q ${image.w.toFixed(2)} 0 0 ${image.h.toFixed(2)} ${image.x.toFixed(2)} ${bottom.toFixed(2)} cm /Im${index} Do Q`;
      })
      .join('\n');
    const texts = page.texts
      .filter((item) => PRINTABLE.test(item.text))
      .map(
        (item) =>
          `BT 3 Tr /F1 ${item.size.toFixed(2)} Tf ${item.x.toFixed(2)} ${(PAGE_HEIGHT_PT - item.y).toFixed(2)} Td (${escape(item.text)}) Tj ET`,
      )
      .join('\n');
    const content = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(`${drawn}\n${texts}`, 'latin1'))));
    const xobjects = images.map((id, index) => `/Im${index} ${id} 0 R`).join(' ');
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${PAGE_WIDTH_PT} ${PAGE_HEIGHT_PT}] /Resources << /Font << /F1 ${font} 0 R >> /XObject << ${xobjects} >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObject} 0 R >>`, 'latin1');
  objects[pagesObject - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
