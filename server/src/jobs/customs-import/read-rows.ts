import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import * as yauzl from 'yauzl';
import { MAX_SHARED_STRINGS_BYTES } from './limits';

export type FileFormat = 'CSV' | 'XLSX';

/** A file whose content cannot be read as its format; the message is shown to the user as is. */
export class UnreadableFileError extends Error {}

/** Uncompressed size of all the parts of an XLSX together, and of one part against its compressed size. */
const MAX_XLSX_UNCOMPRESSED_BYTES = 400 * 1024 * 1024;
const MAX_COMPRESSION_RATIO = 200;
const MAX_CELL_CHARACTERS = 2000;

const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
const tooManySharedStrings = () =>
  new UnreadableFileError(
    `The XLSX workbook holds more distinct text than ${MAX_SHARED_STRINGS_BYTES / 1024 / 1024} MB (its shared strings), which cannot be held while its sheet is read; save the sheet as CSV and upload that`,
  );

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** CSV or XLSX from the name and, for XLSX, the zip signature of the file's first bytes; null when neither. */
export function formatOf(fileName: string, head: Buffer): FileFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return 'XLSX';
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'CSV';
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'XLSX';
  return null;
}

/** The file's bytes in order, a part at a time (never the whole file at once). */
export type FileSource = () => AsyncIterable<Buffer>;

/** The first `bytes` of a source, and the source with those bytes still at its start. */
async function peek(source: FileSource, bytes: number): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = source()[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
    size += next.value.length;
  }
  async function* rest(): AsyncGenerator<Buffer> {
    yield* taken;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: Buffer.concat(taken).subarray(0, bytes), rest: rest() };
}

/** One row of cells and its line number in the file (1 = the header); rows come in batches. */
export interface FileRow {
  lineNumber: number;
  cells: string[];
}

/**
 * The CSV's rows, a source chunk's worth at a time. csv-parse is fed the chunks by hand and hands each record
 * to `on_record`: iterating the parser as a stream (a promise per record, then a generator per row) took
 * three times as long as the parsing itself on a million lines.
 */
async function* csvRows(source: FileSource): AsyncGenerator<FileRow[]> {
  const { head, rest } = await peek(source, 64 * 1024);
  if (head.includes(0)) throw new UnreadableFileError('The file is not a CSV text file (it holds binary data)');
  // Line numbers are counted here rather than asked of csv-parse (its `info` option copies an object per
  // record): one line per record plus the line breaks inside quoted cells; empty lines are kept by the
  // parser to be counted, then skipped.
  let line = 1;
  let rows: FileRow[] = [];
  let failure: Error | undefined;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: 64 * 1024,
    trim: false,
    on_record: (cells: string[]) => {
      const lineNumber = line;
      line += 1;
      for (const cell of cells) {
        for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) line += 1;
      }
      if (cells.length !== 1 || cells[0] !== '') rows.push({ lineNumber, cells });
      return null; // kept in `rows`, not passed down the stream
    },
  });
  parser.on('error', (error: Error) => {
    failure ??= error;
  });
  const taken = () => {
    if (failure) throw new UnreadableFileError(`The CSV file cannot be read: ${failure.message}`);
    const batch = rows;
    rows = [];
    return batch;
  };
  const ended = new Promise<void>((resolve) => parser.once('end', resolve).once('error', () => resolve()));
  parser.resume();
  for await (const chunk of rest) {
    parser.write(chunk); // parsed before write returns: records arrive through on_record
    const batch = taken();
    if (batch.length > 0) yield batch;
  }
  parser.end();
  await ended;
  const batch = taken();
  if (batch.length > 0) yield batch;
}

/** Refuses a zip whose parts would unpack far beyond its size (a zip bomb) before anything is unpacked. */
async function checkZip(file: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
  } catch {
    throw new UnreadableFileError('The file is not a valid XLSX workbook');
  }
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.replace(/^\//, '') === SHARED_STRINGS_PART && entry.uncompressedSize > MAX_SHARED_STRINGS_BYTES) {
        zip.close();
        reject(tooManySharedStrings());
        return;
      }
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > MAX_XLSX_UNCOMPRESSED_BYTES || ratio > MAX_COMPRESSION_RATIO) {
        zip.close();
        reject(new UnreadableFileError('The XLSX workbook unpacks to far more than its size (a zip bomb) and is refused'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new UnreadableFileError('The file is not a valid XLSX workbook')));
    zip.readEntry();
  });
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value).slice(0, MAX_CELL_CHARACTERS);
}

/**
 * An XLSX is a zip, read from its end (the central directory): the parts are written to a temporary file,
 * read from there and the file removed when the rows end.
 */
async function* xlsxRows(source: FileSource): AsyncGenerator<FileRow[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'customs-xlsx-'));
  try {
    const file = path.join(folder, 'upload.xlsx');
    await pipeline(Readable.from(source()), createWriteStream(file));
    await checkZip(file);
    yield* workbookRows(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const XLSX_BATCH_ROWS = 1_000;

/** The bytes of a part as they are unpacked, failing past `limit` (whatever the zip's directory said). */
function boundedPart(limit: number, tooMuch: () => Error): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > limit ? tooMuch() : null, chunk);
    },
  });
}

type SharedStringsParser = (entry: NodeJS.ReadableStream) => AsyncGenerator<unknown>;

/**
 * ExcelJS's reader, its shared strings (held whole until the sheet is read) cut off at MAX_SHARED_STRINGS_BYTES
 * as they are unpacked: checkZip refuses them from the directory's sizes, this from the bytes themselves.
 */
function boundedWorkbookReader(file: string): ExcelJS.stream.xlsx.WorkbookReader {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const internals = reader as unknown as { _parseSharedStrings: SharedStringsParser };
  const parseSharedStrings = internals._parseSharedStrings.bind(reader);
  internals._parseSharedStrings = (entry) => {
    const bounded = boundedPart(MAX_SHARED_STRINGS_BYTES, tooManySharedStrings);
    entry.on('error', (error: Error) => bounded.destroy(error));
    return parseSharedStrings(entry.pipe(bounded));
  };
  return reader;
}

async function* workbookRows(file: string): AsyncGenerator<FileRow[]> {
  const reader = boundedWorkbookReader(file);
  try {
    for await (const sheet of reader) {
      let rows: FileRow[] = [];
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
        while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
        if (cells.length > 0) rows.push({ lineNumber: row.number, cells });
        if (rows.length >= XLSX_BATCH_ROWS) {
          yield rows;
          rows = [];
        }
      }
      if (rows.length > 0) yield rows;
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(`The XLSX workbook cannot be read: ${(error as Error).message}`);
  }
}

/** The file's rows in order, streamed in batches: the header first. */
export function readRows(format: FileFormat, source: FileSource): AsyncGenerator<FileRow[]> {
  return format === 'CSV' ? csvRows(source) : xlsxRows(source);
}
