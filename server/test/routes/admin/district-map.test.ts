import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste } from '#test/helpers/waste-data';

interface Row {
  districtId: string;
  authorities: number;
  reporting: number;
  authoritiesWithData: number;
  population: number;
  generatedKg: number;
  collectedKg: number;
  leakedKg: number;
  collectedShare: number;
  leakedKgPerCapita: number;
}

describe('/api/v1/admin/district-map: the national map', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { superAdmin: DEMO.superAdmin, admin: DEMO.admin });
  beforeAll(async () => {
    const colombo = await login(app(), DEMO.colomboMc);
    expect((await insertWaste(app(), colombo.accessToken, DAILY)).statusCode).toBe(201);
  });
  const read = (query: string, token = tokens.superAdmin) =>
    app().inject({ method: 'GET', url: `/api/v1/admin/district-map${query}`, headers: bearer(token) });

  it('gives all 25 districts their completeness, coverage and leakage per person, summing to the national MFA', async () => {
    const response = await read('?year=2025');
    expect(response.statusCode).toBe(200);
    const { year, districts } = response.json() as { year: number; districts: Row[] };
    expect(year).toBe(2025);
    expect(districts).toHaveLength(25);
    const colombo = districts.find((row) => row.districtId === 'LK-11')!;
    expect(colombo).toMatchObject({ reporting: 1, authoritiesWithData: 1 });
    expect(colombo.collectedShare).toBeCloseTo(colombo.collectedKg / colombo.generatedKg, 10);
    expect(colombo.leakedKgPerCapita).toBeCloseTo(colombo.leakedKg / colombo.population, 10);
    for (const row of districts) {
      expect(row.population).toBeGreaterThan(0);
      expect(row.collectedShare).toBeGreaterThanOrEqual(0);
      expect(row.leakedKgPerCapita).toBeGreaterThan(0);
    }

    const national = (
      await app().inject({ method: 'GET', url: '/api/v1/mfa/mfa-national-summary?year=2025', headers: bearer(tokens.superAdmin) })
    ).json();
    const sum = (key: keyof Row) => districts.reduce((total, row) => total + (row[key] as number), 0);
    expect(sum('collectedKg')).toBeCloseTo(national.totals.collectedKg, 3);
    expect(sum('generatedKg')).toBeCloseTo(national.totals.generatedKg, 3);
    expect(sum('leakedKg')).toBeCloseTo(national.totals.leakedKg + national.totals.burnedKg, 3);
    expect(sum('population')).toBeCloseTo(national.rates.population, 3);
    expect(sum('authorities')).toBe(national.authorities);
    expect(sum('authoritiesWithData')).toBe(national.authoritiesWithData);
  });

  it('is read by admins and super admins, not by an authority, and refuses a year out of range', async () => {
    expect((await read('?year=2025', tokens.admin)).statusCode).toBe(200);
    const colombo = await login(app(), DEMO.colomboMc);
    expect((await read('', colombo.accessToken)).statusCode).toBe(403);
    const bad = await read('?year=1999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/year/i);
  });
});
