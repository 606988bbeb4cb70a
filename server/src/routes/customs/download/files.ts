import ExcelJS from 'exceljs';
import type { CustomsLine } from '../schemas';

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

/** A text cell a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe. */
export function neutralise(value: string | number | null): string | number | null {
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(neutralise(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function linesCsv(lines: CustomsLine[]): string {
  const header = DOWNLOAD_COLUMNS.map(([, name]) => name).join(',');
  const body = lines.map((line) => DOWNLOAD_COLUMNS.map(([key]) => csvCell(line[key] as string | number | null)).join(','));
  return `${[header, ...body].join('\r\n')}\r\n`;
}

export async function linesXlsx(lines: CustomsLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('customs');
  sheet.addRow(DOWNLOAD_COLUMNS.map(([, name]) => name));
  for (const line of lines) sheet.addRow(DOWNLOAD_COLUMNS.map(([key]) => neutralise(line[key] as string | number | null)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
