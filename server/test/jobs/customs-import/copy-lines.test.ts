import { stageBatchRows } from '#jobs/customs-import/limits';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { HEADER, uploadAndImport, searchLines } from '#test/routes/customs/customs-upload';

const PARTNERS = ['CHN', 'IND', 'MYS', 'THA', 'VNM', 'SGP', 'ARE', 'JPN', 'KOR', 'DEU', 'USA', 'GBR'];
/** Distinct year, month and partner on every line, numbered from line 2. */
const line = (i: number) => `${2000 + Math.floor(i / 144)},${(i % 12) + 1},392321,bags,${PARTNERS[Math.floor(i / 12) % 12]},1,kg,1,1,USD`;

describe('customs lines written with COPY', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { customs: DEMO.customs });

  it('keeps text that COPY would read as its own (tab, backslash, line break, \\N) as it was in the file', async () => {
    const descriptions = ['tab\there', 'back\\slash', 'two\nlines', '\\N', 'carriage\rreturn'];
    const content = `${HEADER}\n${descriptions.map((d, i) => line(i).replace(',bags,', `,"${d}",`)).join('\n')}\n`;
    const { jobId, status } = await uploadAndImport(app(), tokens.customs, 'escapes.csv', content);
    expect(status).toMatchObject({ status: 'COMPLETED', message: '5 lines imported' });
    const { rows } = await app().db.query<{ description: string; line_number: number }>(
      'SELECT description, line_number FROM customs_lines WHERE upload_id = $1 ORDER BY line_number',
      [jobId],
    );
    expect(rows.map((r) => r.description)).toEqual(descriptions);
    // The quoted line break moves the following lines down by one.
    expect(rows.map((r) => r.line_number)).toEqual([2, 3, 4, 6, 7]);
  });

  it('a bad line after a whole batch was written: FAILED naming it, every written line deleted', async () => {
    const batch = stageBatchRows(app().db.driver);
    const good = batch + 10; // one whole batch written before the bad line is met
    const lines = Array.from({ length: good }, (_, i) => line(i));
    lines.push('2024,1,392321,bags,XYZ,1,kg,1,1,USD');
    const { jobId, status } = await uploadAndImport(app(), tokens.customs, 'late-error.csv', `${HEADER}\n${lines.join('\n')}\n`);
    expect(status.status).toBe('FAILED');
    expect(status.errorMessage).toBe(`Line ${good + 2}: partnerCountry "XYZ" is not an ISO 3166 alpha-3 country code`);
    const { rows } = await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM customs_lines WHERE upload_id = $1', [jobId]);
    expect(rows[0].n).toBe(0);
    const search = await searchLines(app(), tokens.customs, 'IMPORT');
    expect(search.json().total).toBe(5); // the escapes file's lines only
  }, 120_000);

  it('a code new to the database first met after a whole batch was written: imported with the rest, pending', async () => {
    const batch = stageBatchRows(app().db.driver);
    const lines = Array.from({ length: batch + 10 }, (_, i) => line(i));
    // On PostgreSQL the batches stream into one COPY, still running when this line's code is added.
    lines.push(line(batch + 10).replace('392321,bags', '399999,Something not in HS2022'));
    const { jobId, status } = await uploadAndImport(app(), tokens.customs, 'late-code.csv', `${HEADER}\n${lines.join('\n')}\n`);
    expect(status).toMatchObject({ status: 'COMPLETED', message: `${(batch + 11).toLocaleString('en')} lines imported` });
    const { rows } = await app().db.query<{ hs6: string; n: number }>(
      'SELECT hs6, count(*)::int AS n FROM customs_lines WHERE upload_id = $1 GROUP BY hs6 ORDER BY hs6',
      [jobId],
    );
    expect(rows).toEqual([
      { hs6: '392321', n: batch + 10 },
      { hs6: '399999', n: 1 },
    ]);
    const pending = await app().inject({ method: 'POST', url: '/api/v1/hscode/search-new', payload: {}, headers: bearer(tokens.customs) });
    expect(pending.json().rows).toContainEqual(expect.objectContaining({ hsCode: '399999', inNomenclature: false }));
  }, 120_000);
});
