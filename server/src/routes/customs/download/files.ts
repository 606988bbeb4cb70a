import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CustomsLine } from '../schemas';
import { csvCell, neutralise } from '#spreadsheet/cells';

export const DOWNLOAD_COLUMNS: [keyof CustomsLine, string][] = [
  ['year', 'year'],
  ['month', 'month'],
  ['hsCode', 'hsCode'],
  ['description', 'description'],
  ['sectorName', 'sector'],
  ['partnerCountry', 'partnerCountry'],
  ['quantity', 'quantity'],
  ['quantityUnit', 'quantityUnit'],
  ['netWeightKg', 'netWeightKg'],
  ['value', 'value'],
  ['currency', 'currency'],
  ['fileName', 'fileName'],
];

const cells = (line: CustomsLine) => DOWNLOAD_COLUMNS.map(([key]) => neutralise(line[key] as string | number | null));

/** The CSV written as the batches are read: one chunk per batch, never the whole file. */
export function linesCsv(batches: AsyncIterable<CustomsLine[]>): Readable {
  async function* chunks() {
    yield `${DOWNLOAD_COLUMNS.map(([, name]) => name).join(',')}\r\n`;
    for await (const lines of batches) {
      yield `${lines.map((line) => DOWNLOAD_COLUMNS.map(([key]) => csvCell(line[key] as string | number | null)).join(',')).join('\r\n')}\r\n`;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The workbook written as the batches are read (ExcelJS's streaming writer: inline strings, rows committed as
 * they are added). The next batch is read only once the zip's output has been taken by the client, so that a
 * slow client holds back the reading instead of the server holding the file.
 */
export function linesXlsx(batches: AsyncIterable<CustomsLine[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('customs');
  const taken = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (!out.destroyed && out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  };
  void (async () => {
    sheet.addRow(DOWNLOAD_COLUMNS.map(([, name]) => name)).commit();
    for await (const lines of batches) {
      for (const line of lines) sheet.addRow(cells(line)).commit();
      await taken();
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
