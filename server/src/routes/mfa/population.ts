import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '#paths';

let byDistrict: Map<string, number> | null = null;

/** Census 2024 population by district id (LK-11 ...), from reference-data/population-2024-by-district.tsv. */
export function districtPopulation(): Map<string, number> {
  if (byDistrict) return byDistrict;
  const [header, ...lines] = readFileSync(path.join(REFERENCE_DATA_DIR, 'population-2024-by-district.tsv'), 'utf8').trim().split('\n');
  const columns = header.split('\t');
  const id = columns.indexOf('region_id');
  const total = columns.indexOf('total');
  byDistrict = new Map(
    lines
      .map((line) => line.split('\t'))
      .filter((cells) => cells[id].startsWith('LK-'))
      .map((cells) => [cells[id], Number(cells[total])]),
  );
  return byDistrict;
}
