import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { MAX_SHARED_STRINGS_BYTES } from '#jobs/customs-import/limits';
import { DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { HEADER, uploadAndImport } from '#test/routes/customs/customs-upload';

const PARTNERS = ['CHN', 'IND', 'MYS', 'THA', 'VNM', 'SGP', 'ARE', 'JPN', 'KOR', 'DEU', 'USA', 'GBR'];

/**
 * A workbook whose shared strings (every distinct text cell, which a reader must hold until the sheet is read)
 * come to just over `bytes` of XML: good lines, each with its own long description. Written by ExcelJS's streaming
 * writer, as a spreadsheet program would write it (the sheet first, the shared strings after it).
 */
async function workbookWithSharedStrings(bytes: number): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shared-strings-'));
  try {
    const filename = path.join(folder, 'strings.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings: true, useStyles: false });
    const sheet = workbook.addWorksheet('lines');
    sheet.addRow(HEADER.split(',')).commit();
    const cell = 480; // a description holds at most 500 characters
    for (let i = 0; i * (cell + 30) < bytes; i += 1) {
      const description = `${String(i).padStart(8, '0')} ${'sack '.repeat(cell / 5)}`;
      const period = i % 300;
      const code = String(390000 + Math.floor(i / (300 * PARTNERS.length)));
      const partner = PARTNERS[Math.floor(i / 300) % PARTNERS.length];
      sheet.addRow([2000 + (period % 25), 1 + Math.floor(period / 25), code, description, partner, 1, 'kg', 1, 1, 'USD']).commit();
    }
    sheet.commit();
    await workbook.commit();
    return await readFile(filename);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The same zip with the shared strings' size in its central directory written as `size`: a file that lies about it. */
function understated(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])); at >= 0;) {
    const directory = copy.readUInt32LE(at + 16);
    for (let entry = directory; copy.readUInt32LE(entry) === 0x02014b50;) {
      const nameLength = copy.readUInt16LE(entry + 28);
      const name = copy.toString('utf8', entry + 46, entry + 46 + nameLength);
      if (name.replace(/^\//, '') === 'xl/sharedStrings.xml') copy.writeUInt32LE(size, entry + 24);
      entry += 46 + nameLength + copy.readUInt16LE(entry + 30) + copy.readUInt16LE(entry + 32);
    }
    break;
  }
  return copy;
}

describe('an XLSX whose shared strings are too large to hold', () => {
  const app = useTestApp();
  let token: string;
  let file: Buffer;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
    file = await workbookWithSharedStrings(MAX_SHARED_STRINGS_BYTES + 1024 * 1024);
  });

  const refusedWhole = async (fileName: string, content: Buffer) => {
    const { jobId, status } = await uploadAndImport(app(), token, fileName, content);
    expect(status).toMatchObject({
      status: 'FAILED',
      errorMessage: expect.stringMatching(/more distinct text than .* save the sheet as CSV/i),
    });
    const { rows } = await app().db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM customs_lines WHERE upload_id = $1)::int + (SELECT count(*) FROM customs_upload_parts WHERE upload_id = $1)::int AS n`,
      [jobId],
    );
    expect(rows[0].n).toBe(0);
  };

  it('is refused with a message, no line kept, the file deleted', async () => {
    await refusedWhole('many-strings.xlsx', file);
  });

  it('is refused as it is read when its directory understates them', async () => {
    await refusedWhole('understated.xlsx', understated(file, 1000));
  });

  it('a workbook under the bound still imports', async () => {
    const small = await workbookWithSharedStrings(64 * 1024);
    const { status } = await uploadAndImport(app(), token, 'few-strings.xlsx', small);
    expect(status).toMatchObject({ status: 'COMPLETED', message: expect.stringMatching(/^1\d\d lines imported$/) });
  });
});
