import fc from 'fast-check';
import type { CustomsRow } from '#jobs/customs-import/columns';
import { lineMessage } from '#jobs/customs-import/import-problems';
import { RepeatedLines } from '#jobs/customs-import/repeated-lines';

const row = (lineNumber: number, year: number, month: number | null, hsCode: string, partnerCountry: string): CustomsRow => ({
  lineNumber,
  year,
  month,
  hsCode,
  partnerCountry,
  description: '',
  quantity: null,
  quantityUnit: 'kg',
  netWeightKg: 1,
  value: 1,
  currency: 'USD',
  netWeightNote: null,
  valueBasis: null,
  classification: null,
});

/** The English the import quotes for each repeat. */
const messagesOf = (repeats: RepeatedLines) => repeats.problems().map(({ line, ...problem }) => lineMessage(line ?? 0, [problem]));

/** What a query partitioned by year, month, code and partner would say. */
function naive(rows: CustomsRow[]): string[] {
  const first = new Map<string, number>();
  const messages: [number, string][] = [];
  for (const r of rows) {
    const key = `${r.year}|${r.month}|${r.hsCode}|${r.partnerCountry}`;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, r.lineNumber);
    else messages.push([r.lineNumber, `Line ${r.lineNumber}: repeats line ${seen} (same year, month, HS code and partner country)`]);
  }
  return messages.sort((a, b) => a[0] - b[0]).map(([, m]) => m);
}

describe('repeated customs lines', () => {
  it('are the lines whose year, month, code and partner an earlier line has, found in file order', () => {
    const line = fc.record({
      year: fc.integer({ min: 1900, max: 2200 }),
      month: fc.option(fc.integer({ min: 1, max: 12 })),
      hsCode: fc.constantFrom('392321', '39232100', '392330', '390110'),
      partner: fc.constantFrom('CHN', 'IND', 'USA'),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 300 }), (lines) => {
        const rows = lines.map((l, i) => row(i + 2, l.year, l.month, l.hsCode, l.partner));
        const repeats = new RepeatedLines();
        rows.forEach((r) => repeats.add(r));
        expect(messagesOf(repeats)).toEqual(naive(rows));
      }),
      { numRuns: 200 },
    );
  });

  it('tells a national 8-digit line from its 6-digit parent and a whole-year line from a month', () => {
    const repeats = new RepeatedLines();
    [
      row(2, 2024, 1, '392321', 'CHN'),
      row(3, 2024, 1, '39232100', 'CHN'),
      row(4, 2024, null, '392321', 'CHN'),
      row(5, 2024, 1, '392321', 'CHN'),
    ].forEach((r) => repeats.add(r));
    expect(messagesOf(repeats)).toEqual(['Line 5: repeats line 2 (same year, month, HS code and partner country)']);
    expect(repeats.problems()).toEqual([{ line: 5, code: 'REPEATS', params: { first: 2 } }]);
  });
});
