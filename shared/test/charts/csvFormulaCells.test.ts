import fixtures from '../fixtures/csv-formula-cells.json';
import { csvOf } from '../../src/charts/csv';

const BOM = '\uFEFF';

describe('every CSV the browser makes runs no formula (shared/test/fixtures/csv-formula-cells.json, as the server)', () => {
  it.each(fixtures.cases.map(({ cell, csv }) => [JSON.stringify(cell), cell, csv] as const))(
    'writes the cell %s as the server does',
    (_, cell, csv) => {
      expect(csvOf([[cell]])).toBe(`${BOM}${csv}\r\n`);
    },
  );

  it('neutralises a customs description in a "Top HS codes" table, leaving its figures numbers', () => {
    expect(
      csvOf([
        ['HS code', 'Description', 'Net weight (t)'],
        ['392321', '=HYPERLINK("http://evil.example","Top")', 12.5],
        ['392330', "+cmd|' /C calc'!A0", -3],
      ]),
    ).toBe(
      `${BOM}HS code,Description,Net weight (t)\r\n392321,"'=HYPERLINK(""http://evil.example"",""Top"")",12.5\r\n392330,'+cmd|' /C calc'!A0,-3\r\n`,
    );
  });
});
