import ExcelJS from 'exceljs';
import type { CellFormat, ReportContent } from './content';
import { neutralise } from '#spreadsheet/cells';

const NUMBER_FORMATS: Record<CellFormat, string | undefined> = {
  text: undefined,
  tonnes: '#,##0.0',
  share: '0.0%',
  integer: '#,##0',
};

/**
 * The report as a workbook: a first sheet with its title and the Sankey's picture, then one sheet per table
 * (the same rows as the PDF), numbers as numbers with their formats.
 */
export async function reportXlsx(content: ReportContent, sankeyPng: Buffer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Waste management system';
  workbook.title = content.title;
  const cover = workbook.addWorksheet('report');
  cover.getCell('A1').value = content.title;
  cover.getCell('A1').font = { bold: true, size: 16 };
  cover.getCell('A2').value = content.subtitle;
  cover.getCell('A4').value = content.sankey.title;
  cover.getColumn(1).width = 100;
  const image = workbook.addImage({ buffer: sankeyPng as unknown as ExcelJS.Buffer, extension: 'png' });
  cover.addImage(image, { tl: { col: 0, row: 4 }, ext: { width: 1000, height: 560 } });

  for (const table of content.tables) {
    const sheet = workbook.addWorksheet(table.key);
    sheet.addRow([table.title]).font = { bold: true, size: 13 };
    if (table.note) sheet.addRow([table.note]);
    sheet.addRow([]);
    const header = sheet.addRow(table.columns.map((column) => column.label));
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: 'top' };
    table.columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = column.width;
      const format = NUMBER_FORMATS[column.format];
      if (format) sheet.getColumn(index + 1).numFmt = format;
    });
    for (const row of table.rows) sheet.addRow(row.map(neutralise));
    sheet.views = [{ state: 'frozen', ySplit: header.number }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
