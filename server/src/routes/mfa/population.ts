import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '#paths';

let byDistrict: Map<string, number> | null = null;
let byAuthority: Map<string, number> | null = null;

function readTable(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(REFERENCE_DATA_DIR, file), 'utf8').trim().split('\n');
  const columns = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i], cell])));
}

/** Census 2024 population by district id (LK-11 ...), from reference-data/population-2024-by-district.tsv. */
export function districtPopulation(): Map<string, number> {
  byDistrict ??= new Map(
    readTable('population-2024-by-district.tsv')
      .filter((row) => row.region_id.startsWith('LK-'))
      .map((row) => [row.region_id, Number(row.total)]),
  );
  return byDistrict;
}

/**
 * Census 2024 population by local authority id (LG-11001 ...), derived from the census by divisional
 * secretariat division and the GN division -> authority mapping (reference-data/population/README.md). Each
 * district's authorities sum to its census total.
 */
export function authorityPopulation(): Map<string, number> {
  byAuthority ??= new Map(readTable('population/authority-population-2024.tsv').map((row) => [row.la_id, Number(row.population)]));
  return byAuthority;
}
