import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { searchLines, uploadAndImport } from '../../routes/customs/customs-upload';

// UN Comtrade+ files in their published layouts (server/test/fixtures/comtrade/README.md says what each holds).
const file = (name: string) => readFileSync(path.resolve(__dirname, '../../fixtures/comtrade', name));

interface Total {
  year: number;
  lines: number;
  usd: number;
  kg: number | null;
  unknown: number;
}

describe('UN Comtrade+ files as published', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
  });

  /** Per year: the lines, their USD and known kg, and how many have an unknown weight (the upload's lines only). */
  async function totals(jobId: string): Promise<Total[]> {
    const { rows } = await app().db.query<{ year: number; lines: number; usd: string; kg: string | null; unknown: number }>(
      `SELECT year, count(*)::int AS lines, sum(value)::text AS usd, sum(net_weight_kg)::text AS kg,
              count(*) FILTER (WHERE net_weight_kg IS NULL)::int AS unknown
         FROM customs_visible_lines WHERE upload_id = $1 GROUP BY year ORDER BY year`,
      [jobId],
    );
    return rows.map((r) => ({ ...r, usd: Number(r.usd), kg: r.kg === null ? null : Number(r.kg) }));
  }

  it('imports the API answer: M49 partners, the heading alone at its level, the most detailed codes, totals and breakdowns set aside', async () => {
    const { jobId, status } = await uploadAndImport(app(), token, 'api.csv', file('api-lka-imports-2016-2017.csv'));
    expect(status).toMatchObject({
      status: 'COMPLETED',
      linesImported: 7,
      importNotes: {
        setAside: { AGGREGATE: 1, BREAKDOWN: 2, WORLD: 1 },
        netWeight: { UNKNOWN: 1, ZERO_WITH_VALUE: 1, QUANTITY_KG: 1 },
        valueBasis: { CIF: 7 },
        classifications: ['H4', 'H5'],
      },
    });
    expect(status.message).toContain('1 chapter or heading totals of more detailed lines in the file');
    expect(status.message).toContain('2 breakdown rows');
    // 2017: 1.8 + 1.2 + 0.3 + 2.5 million + 45,000 + 9,000 USD; kg of the known weights only (two unknown).
    expect(await totals(jobId)).toEqual([
      { year: 2016, lines: 1, usd: 2_468_000, kg: 812_345, unknown: 0 },
      { year: 2017, lines: 6, usd: 5_854_000, kg: 915_120, unknown: 2 },
    ]);

    const { rows } = await app().db.query<{
      hs_code: string;
      partner_country: string;
      net_weight_kg: string | null;
      net_weight_note: string | null;
    }>(`SELECT hs_code, partner_country, net_weight_kg, net_weight_note FROM customs_lines WHERE upload_id = $1 ORDER BY line_number`, [
      jobId,
    ]);
    expect(
      rows.map((r) => [r.hs_code, r.partner_country, r.net_weight_kg === null ? null : Number(r.net_weight_kg), r.net_weight_note]),
    ).toEqual([
      ['3923', 'CHN', 812345, null],
      ['392321', 'CHN', 600000, null],
      ['392329', 'CHN', 300000, null],
      ['392321', 'USA', null, 'UNKNOWN'],
      ['392310', 'IND', null, 'ZERO_WITH_VALUE'],
      ['392390', 'IDN', 15000, 'QUANTITY_KG'],
      ['846900', 'JPN', 120, null],
    ]);

    // The heading's line sits under the heading, in the sector all its subheadings share.
    const heading = await searchLines(app(), token, 'IMPORT', { hscode: '3923' });
    expect(heading.json().rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ hsCode: '3923', year: 2016, sectorId: 'PACKAGING' })]),
    );

    // A code HS2022 deleted waits in Pending HS codes with its version.
    const pending = await app().inject({ method: 'POST', url: '/api/v1/hscode/search-new', payload: {}, headers: bearer(token) });
    expect(pending.json().rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ hsCode: '846900', inNomenclature: false, classification: 'H5' })]),
    );
  });

  it("refuses another country's report whole, naming the reporter, and keeps none of it", async () => {
    const { jobId, status } = await uploadAndImport(app(), token, 'china.csv', file('api-chn-imports-2017.csv'));
    expect(status).toMatchObject({
      status: 'FAILED',
      errorCode: 'FOREIGN_REPORTER',
      errorParams: { reporter: 'China', code: '156' },
      errorMessage: expect.stringContaining("This file is China's report of its trade (reporter 156), not Sri Lanka's"),
    });
    expect(status.errorMessage).not.toContain('Line');
    expect(await totals(jobId)).toEqual([]);
    const { rows } = await app().db.query('SELECT 1 FROM customs_lines WHERE upload_id = $1', [jobId]);
    expect(rows).toHaveLength(0);
  });

  it('imports the web download: TOTAL, world and chapter rows beside subheadings are set aside; FOB values', async () => {
    const { jobId, status } = await uploadAndImport(app(), token, 'web.csv', file('web-lka-exports-2022.csv'), 'EXPORT');
    expect(status).toMatchObject({
      status: 'COMPLETED',
      linesImported: 2,
      importNotes: { setAside: { TOTAL: 1, WORLD: 1, AGGREGATE: 1 }, valueBasis: { FOB: 2 }, classifications: ['H6'] },
    });
    expect(await totals(jobId)).toEqual([{ year: 2022, lines: 2, usd: 410_000, kg: 95_000, unknown: 0 }]);
  });

  it('imports the legacy layout (trade flow 1, partner codes)', async () => {
    const { jobId, status } = await uploadAndImport(app(), token, 'legacy.csv', file('legacy-lka-imports-2014.csv'));
    expect(status).toMatchObject({ status: 'COMPLETED', linesImported: 2, importNotes: { valueBasis: { PRIMARY: 2 } } });
    expect(await totals(jobId)).toEqual([{ year: 2014, lines: 2, usd: 1_230_000, kg: 330_000, unknown: 0 }]);
    const asExport = await uploadAndImport(app(), token, 'legacy-as-export.csv', file('legacy-lka-imports-2014.csv'), 'EXPORT');
    expect(asExport.status.errorMessage).toContain('flowCode "1" is not X (export)');
  });

  it('refuses a breakdown without its total and a bad line, leaving no line and no new code behind', async () => {
    const lines = file('api-lka-imports-2016-2017.csv').toString('utf8').split('\n');
    // Without the total row of 392321/China, its breakdown by transport would stand alone.
    const withoutTotal = lines.filter((_, i) => i !== 3).join('\n');
    const broken = await uploadAndImport(app(), token, 'no-total.csv', withoutTotal);
    expect(broken.status.errorMessage).toMatch(/^Line 5: a breakdown row .* whose total row is not in the file/);
    expect(await totals(broken.jobId)).toEqual([]);
    // A bad line at the end: nothing of the file stays, not even the deleted code it brought.
    const bad = `${lines.slice(0, 2).join('\n')}\n${lines[11].replace('846900', '846911')}\n${lines[1].replace(',156,', ',999999,')}\n`;
    const failed = await uploadAndImport(app(), token, 'bad.csv', bad);
    expect(failed.status.errorMessage).toContain('partnerCode "999999" is not a country or territory of the UN M49 table');
    expect(await totals(failed.jobId)).toEqual([]);
    const { rows } = await app().db.query("SELECT 1 FROM hs_codes WHERE code = '846911'");
    expect(rows).toHaveLength(0);
  });
});
