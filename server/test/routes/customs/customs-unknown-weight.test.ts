import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { uploadAndImport } from './customs-upload';

// server/test/fixtures/comtrade/README.md: the API file's 2017 holds two lines of unknown net weight (USA, India).
const file = (name: string) => readFileSync(path.resolve(__dirname, '../../fixtures/comtrade', name));

interface Counted {
  unknownWeightLines: number;
}
const unknownIn = (rows: Counted[]) => rows.reduce((total, row) => total + row.unknownWeightLines, 0);

describe('customs charts count the lines of unknown weight they leave out of the tonnes', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
    await uploadAndImport(app(), token, 'api.csv', file('api-lka-imports-2016-2017.csv'));
    await uploadAndImport(app(), token, 'china.csv', file('api-chn-imports-2017.csv'));
  });
  const post = (url: string, payload: object) =>
    app().inject({ method: 'POST', url: `/api/v1/customs/${url}`, payload, headers: bearer(token) });

  it('says per year, code, partner and sector how many lines had an unknown weight', async () => {
    const filter = { type: 'IMPORT', year: 2016, toYear: 2017 };
    const stats = (await post('statisticsGraphs', filter)).json();
    expect(stats.perYear.map((r: Counted & { year: number }) => [r.year, r.unknownWeightLines])).toEqual([
      [2016, 0],
      [2017, 2],
    ]);
    expect(unknownIn(stats.topHsCodes)).toBe(2);
    const partners = (await post('partnerStatisticsGraphs', filter)).json();
    expect(unknownIn(partners.partners)).toBe(2);
    const sectors = (await post('sectorGenerationStatisticsGraphs', filter)).json();
    expect(unknownIn(sectors.sectors)).toBe(2);
    const exports = (await post('statisticsGraphs', { ...filter, type: 'EXPORT' })).json();
    expect(unknownIn(exports.perYear)).toBe(0);
  });

  it('puts a partner or code whose weights are all unknown after every known one, even a zero', async () => {
    const partners = (await post('partnerStatisticsGraphs', { type: 'IMPORT', year: 2017, toYear: 2017 })).json().partners;
    const unknownOnly = partners.filter((p: Counted & { tonnes: number }) => p.tonnes === 0 && p.unknownWeightLines > 0);
    expect(unknownOnly.length).toBeGreaterThan(0);
    const firstUnknownOnly = partners.indexOf(unknownOnly[0]);
    expect(partners.slice(firstUnknownOnly).every((p: Counted) => p.unknownWeightLines > 0)).toBe(true);
    const { rows } = await app().db.query<{ hs6: string }>(
      `SELECT l.hs6 FROM customs_visible_lines l WHERE l.year = 2017 AND l.type = 'IMPORT'
        GROUP BY l.hs6 HAVING sum(l.net_weight_kg) IS NULL`,
    );
    const codes = (await post('statisticsGraphs', { type: 'IMPORT', year: 2017, toYear: 2017 })).json().topHsCodes;
    const order = codes.map((c: { hsCode: string }) => c.hsCode);
    for (const { hs6 } of rows) expect(order.indexOf(hs6)).toBeGreaterThanOrEqual(order.length - rows.length);
  });

  it("gives the data log a refused file's catalogue code and a completed file's import notes", async () => {
    const { rows } = (
      await app().inject({
        method: 'POST',
        url: '/api/v1/customs-log/search',
        payload: { pageSize: 10 },
        headers: bearer(token),
      })
    ).json();
    const china = rows.find((r: { fileName: string }) => r.fileName === 'china.csv');
    expect(china).toMatchObject({ status: 'FAILED', errorCode: 'FOREIGN_REPORTER', errorParams: { reporter: 'China', code: '156' } });
    expect(china.importNotes).toBeNull();
    const api = rows.find((r: { fileName: string }) => r.fileName === 'api.csv');
    expect(api).toMatchObject({ status: 'COMPLETED', errorCode: null, importNotes: { netWeight: { UNKNOWN: 1, ZERO_WITH_VALUE: 1 } } });
  });
});
