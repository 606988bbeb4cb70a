import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '#paths';
import { csvCell } from '#spreadsheet/cells';

interface Fixtures {
  cases: { cell: string | number; csv: string }[];
}

// The same cases run against the browser's CSV (chart downloads): shared/test/charts/csvFormulaCells.test.ts.
const fixtures = JSON.parse(
  readFileSync(path.join(findRepoRoot(), 'shared', 'test', 'fixtures', 'csv-formula-cells.json'), 'utf8'),
) as Fixtures;

describe('the server writes CSV cells as the browser does (shared/test/fixtures/csv-formula-cells.json)', () => {
  it.each(fixtures.cases.map(({ cell, csv }) => [JSON.stringify(cell), cell, csv] as const))('writes the cell %s', (_, cell, csv) => {
    expect(csvCell(cell)).toBe(csv);
  });
});
