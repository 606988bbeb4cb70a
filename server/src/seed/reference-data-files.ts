import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '../paths';

type Row = Record<string, string>;

/** Reads one of the shipped tables; quoted CSV fields are refused rather than misread. */
export function readReferenceTable(file: string, folder = REFERENCE_DATA_DIR): Row[] {
  const separator = file.endsWith('.tsv') ? '\t' : ',';
  const [header, ...lines] = readFileSync(path.join(folder, file), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  const columns = header.split(separator);
  return lines.map((line, index) => {
    const cells = line.split(separator);
    if (cells.length !== columns.length || (separator === ',' && line.includes('"'))) {
      throw new Error(`${file} line ${index + 2} does not have the ${columns.length} plain fields of its header`);
    }
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
  });
}
