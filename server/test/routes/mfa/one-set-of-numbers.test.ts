import { areaAuthorities, areaRollUp } from '#routes/mfa/service';
import { findReportedYears, sumReportedYearsFromRecords } from '#routes/mfa/repository';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { insertWaste, range } from '#test/helpers/waste-data';

const YEAR = 2025;
const KG = ['collectedKg', 'recoveredKg', 'recycledKg', 'rejectedKg', 'discardedKg'] as const;
const TOTALS = [
  'generatedKg',
  'collectedKg',
  'uncollectedKg',
  'recoveredKg',
  'recycledKg',
  'disposedKg',
  'leakedKg',
  'burnedKg',
  'keptOnSiteKg',
] as const;

type Totals = Record<(typeof TOTALS)[number], number>;

/** Tonnes a month over the period, with parts of it recovered, rejected and discarded, and kg recycled. */
const monthly = (start: string, end: string, tonnes: number, changes: object = {}) =>
  range(start, end, {
    quantityUnit: 'MT_PER_MONTH',
    collectedQuantity: tonnes,
    recoveredQuantity: tonnes / 10,
    rejectedQuantity: tonnes / 100,
    discardedQuantity: tonnes / 2,
    recycledQuantityKg: tonnes * 20,
    ...changes,
  });

/**
 * One set of numbers: an authority's dashboard (`la-waste-collection`) and its MFA summary read the same current
 * records, and every roll-up is the sum of its authorities, after an acknowledged outlier and after a correction.
 */
describe('one set of numbers', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, admin: DEMO.admin, superAdmin: DEMO.superAdmin });
  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app().inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const dashboard = async (localAuthorityId: string) =>
    (
      await inject('POST', `/local-authority/la-waste-collection?localAuthorityId=${localAuthorityId}`, tokens.superAdmin, { year: YEAR })
    ).json();
  const summary = async (localAuthorityId: string) =>
    (await inject('GET', `/mfa/mfa-la-summary?year=${YEAR}&localAuthorityId=${localAuthorityId}`, tokens.admin)).json();

  const expectDashboardIsTheMfa = async (localAuthorityId: string, coveredDays: number) => {
    const [chart, mfa] = [await dashboard(localAuthorityId), await summary(localAuthorityId)];
    expect(mfa.reported.coveredDays).toBe(coveredDays);
    for (const key of KG) {
      expect({ key, kg: chart.totals[key] }).toEqual({ key, kg: expect.closeTo(mfa.reported[key], 2) });
      const months = chart.months.reduce((sum: number, month: Record<string, number>) => sum + month[key], 0);
      expect(months).toBeCloseTo(chart.totals[key], 2);
    }
    // The MFA's year is the records' figures scaled from the days they cover.
    expect(mfa.totals.collectedKg).toBeCloseTo((chart.totals.collectedKg * 365) / coveredDays, 2);
    expect(mfa.totals.recycledKg).toBeCloseTo((chart.totals.recycledKg * 365) / coveredDays, 2);
    return { chart, mfa };
  };

  const expectRollUpsAreSums = async () => {
    const db = app().db;
    const district = await areaRollUp(db, YEAR, await areaAuthorities(db, { level: 'DISTRICT', id: 'LK-11' }));
    const ids = (await areaAuthorities(db, { level: 'DISTRICT', id: 'LK-11' })).map((authority) => authority.localAuthorityId);
    const parts: Totals[] = [];
    for (const id of ids) parts.push((await summary(id)).totals);
    for (const key of TOTALS) {
      expect({ key, kg: district.totals[key] }).toEqual({
        key,
        kg: expect.closeTo(
          parts.reduce((sum, part) => sum + part[key], 0),
          3,
        ),
      });
    }
    const nation = (await inject('GET', `/mfa/mfa-national-summary?year=${YEAR}`, tokens.admin)).json();
    const western = nation.provinces.find((province: { id: string }) => province.id === 'LK-1');
    const province = await areaRollUp(db, YEAR, await areaAuthorities(db, { level: 'PROVINCE', id: 'LK-1' }));
    for (const key of TOTALS) {
      expect({ key, kg: western.totals[key] }).toEqual({ key, kg: expect.closeTo(province.totals[key], 3) });
      const provinces = nation.provinces.reduce((sum: number, each: { totals: Totals }) => sum + each.totals[key], 0);
      expect({ key, kg: nation.totals[key] }).toEqual({ key, kg: expect.closeTo(provinces, 3) });
    }
    expect(province.totals.collectedKg).toBeGreaterThanOrEqual(district.totals.collectedKg);
  };

  const expectYearSumsAreTheRecords = async () => {
    const kept = await findReportedYears(app().db, YEAR, null);
    const summed = await sumReportedYearsFromRecords(app().db, YEAR, null);
    expect([...kept.keys()].sort()).toEqual([...summed.keys()].sort());
    for (const [id, sum] of summed) for (const key of KG) expect(kept.get(id)![key]).toBeCloseTo(sum[key], 6);
  };

  it('agree for a year of records with an acknowledged outlier, and again once a correction replaces a record and voids another', async () => {
    const saves = [
      monthly('2025-01-01', '2025-06-30', 60),
      monthly('2025-08-01', '2025-12-31', 60),
      monthly('2025-01-01', '2025-12-31', 30, { plasticType: 'SOFT' }),
    ];
    for (const body of saves) expect((await insertWaste(app(), tokens.colombo, body)).statusCode).toBe(201);
    // July at 10,000 t: more than twice Colombo MC's estimated generation a day, stood by.
    const outlier = monthly('2025-07-01', '2025-07-31', 10_000);
    expect((await insertWaste(app(), tokens.colombo, outlier)).statusCode).toBe(422);
    const july = await insertWaste(app(), tokens.colombo, { ...outlier, acknowledgedWarnings: ['ABOVE_ESTIMATE', 'OUTSIDE_HISTORY'] });
    expect(july.statusCode).toBe(201);
    // A second authority of the district with half a year.
    expect((await insertWaste(app(), tokens.superAdmin, monthly('2025-01-01', '2025-06-30', 40), 'LG-11002')).statusCode).toBe(201);

    const before = await expectDashboardIsTheMfa('LG-11001', 365);
    expect(before.chart.totals.collectedKg).toBeCloseTo(11 * 60_000 + 10_000_000 + 12 * 30_000, 2);
    await expectDashboardIsTheMfa('LG-11002', 181);
    await expectRollUpsAreSums();
    await expectYearSumsAreTheRecords();

    // July was 100 t, not 10,000: the outlier is replaced; the second authority's record was entered twice: voided.
    const corrected = await inject('POST', '/local-authority/waste-corrections', tokens.colombo, {
      recordId: july.json().id,
      reason: 'Two zeros too many',
      replacement: monthly('2025-07-01', '2025-07-31', 100),
    });
    expect(corrected.statusCode).toBe(201);
    expect((await inject('POST', `/requests/${corrected.json().id}/complete`, tokens.admin)).statusCode).toBe(200);
    const second = (await inject('POST', '/local-authority/search-waste?localAuthorityId=LG-11002', tokens.superAdmin, {})).json().rows[0];
    const voided = await inject('POST', '/local-authority/waste-corrections?localAuthorityId=LG-11002', tokens.superAdmin, {
      recordId: second.id,
      reason: 'Entered twice',
      void: true,
    });
    expect((await inject('POST', `/requests/${voided.json().id}/complete`, tokens.superAdmin)).statusCode).toBe(200);

    const after = await expectDashboardIsTheMfa('LG-11001', 365);
    expect(after.chart.totals.collectedKg).toBeCloseTo(before.chart.totals.collectedKg - 9_900_000, 2);
    expect(after.mfa.totals.collectedKg).toBeCloseTo(before.mfa.totals.collectedKg - 9_900_000, 2);
    const emptied = await summary('LG-11002');
    expect({ reported: emptied.reported, estimated: emptied.estimated }).toEqual({ reported: null, estimated: true });
    expect((await dashboard('LG-11002')).totals.collectedKg).toBe(0);
    await expectRollUpsAreSums();
    await expectYearSumsAreTheRecords();
  });
});
