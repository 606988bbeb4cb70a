import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '../paths';

type Row = Record<string, string>;

/** Reads one of the shipped tables; quoted CSV fields are refused rather than misread, `#` lines are notes. */
export function readReferenceTable(file: string, folder = REFERENCE_DATA_DIR): Row[] {
  const separator = file.endsWith('.tsv') ? '\t' : ',';
  const [header, ...lines] = readFileSync(path.join(folder, file), 'utf8')
    .split(/\r?\n/)
    .map((text, index) => ({ text, number: index + 1 }))
    .filter((line) => line.text.length > 0 && !line.text.startsWith('#'));
  const columns = header.text.split(separator);
  return lines.map(({ text, number }) => {
    const cells = text.split(separator);
    if (cells.length !== columns.length || (separator === ',' && text.includes('"'))) {
      throw new Error(`${file} line ${number} does not have the ${columns.length} plain fields of its header`);
    }
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
  });
}
