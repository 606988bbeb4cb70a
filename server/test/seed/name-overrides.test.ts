import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyNameOverrides, councilTypeOnlyNames, councilTypeWords, loadNameOverrides, type NameOverride } from '#seed/name-overrides';

const kalutara: NameOverride = { entity: 'district', id: 'LK-13', language: 'si', name: 'කළුතර', replaces: 'කඵතර' };
const words = councilTypeWords([
  { entity: 'council_type', id: 'MC', language: 'si', name: 'මහ නගර සභාව', replaces: '' },
  { entity: 'council_type', id: 'MC', language: 'ta', name: 'மாநகர சபை', replaces: '' },
]);

describe('name overrides', () => {
  it('replaces the source value it names, in its language only', () => {
    const rows = [{ id: 'LK-13', nameSi: 'කඵතර', nameTa: 'களுத்துறை' }];
    expect(applyNameOverrides('district', rows, [kalutara])).toEqual([{ id: 'LK-13', nameSi: 'කළුතර', nameTa: 'களுத்துறை' }]);
    expect(rows[0].nameSi).toBe('කඵතර');
  });

  it('stops when the source no longer has the value the override replaces, or lacks the id', () => {
    expect(() => applyNameOverrides('district', [{ id: 'LK-13', nameSi: 'කළුතර', nameTa: '' }], [kalutara])).toThrow(
      'Name override district LK-13 si: the source no longer says "කඵතර"',
    );
    expect(() => applyNameOverrides('district', [], [kalutara])).toThrow('LK-13');
    expect(applyNameOverrides('province', [{ id: 'LK-1', nameSi: 'x', nameTa: 'y' }], [kalutara])).toEqual([
      { id: 'LK-1', nameSi: 'x', nameTa: 'y' },
    ]);
  });

  it('puts the council type in Sinhala and Tamil after the English place name', () => {
    expect(councilTypeOnlyNames('Dehiwala Mount Lavinia MC', 'MC', words)).toEqual({
      nameSi: 'Dehiwala Mount Lavinia මහ නගර සභාව',
      nameTa: 'Dehiwala Mount Lavinia மாநகர சபை',
    });
    expect(() => councilTypeOnlyNames('Colombo MC', 'UC', words)).toThrow('no "UC" ending');
  });

  it('reads the shipped file (notes skipped) and refuses an unknown entity or language', () => {
    const shipped = loadNameOverrides();
    expect(shipped).toContainEqual(kalutara);
    expect(shipped.filter((override) => override.entity === 'council_type')).toHaveLength(6);
    const folder = mkdtempSync(path.join(tmpdir(), 'names-'));
    writeFileSync(path.join(folder, 'bad.tsv'), '# a note\nentity\tid\tlanguage\tname\treplaces\nparish\tX\tsi\ta\t\n');
    expect(() => loadNameOverrides('bad.tsv', folder)).toThrow('unexpected entity parish');
  });
});
