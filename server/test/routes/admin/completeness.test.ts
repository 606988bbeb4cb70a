import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, range } from '#test/helpers/waste-data';

describe('/api/v1/admin: data completeness (super admin)', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { superAdmin: DEMO.superAdmin });
  beforeAll(async () => {
    const colombo = await login(app(), DEMO.colomboMc);
    expect((await insertWaste(app(), colombo.accessToken, DAILY)).statusCode).toBe(201);
    expect((await insertWaste(app(), colombo.accessToken, range('2025-05-20', '2025-07-05', { plasticType: 'SOFT' }))).statusCode).toBe(
      201,
    );
    expect((await insertWaste(app(), colombo.accessToken, { ...DAILY, entryDate: '2024-12-31' })).statusCode).toBe(201);
  });
  const search = (payload: object, token = tokens.superAdmin) =>
    app().inject({ method: 'POST', url: '/api/v1/admin/local-authorities/search', payload, headers: bearer(token) });

  it('gives each authority its records, months with data, last entry and accounts for the year', async () => {
    const response = await search({ year: 2025, name: 'colombo', councilTypeIds: ['MC'] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ year: 2025, total: 1 });
    expect(body.rows[0]).toEqual({
      id: 'LG-11001',
      name: 'Colombo MC',
      nameSi: 'Colombo මහ නගර සභාව',
      nameTa: 'Colombo மாநகர சபை',
      province: 'western',
      provinceName: expect.any(String),
      district: 'Colombo',
      districtId: 'LK-11',
      councilType: 'MC',
      records: 2,
      monthsWithData: 4,
      lastEntryAt: expect.stringMatching(/^\d{4}-/),
      accounts: 1,
    });
    const nothing = (await search({ year: 2023, authorityIds: ['LG-11001'] })).json();
    expect(nothing.rows[0]).toMatchObject({ records: 0, monthsWithData: 0 });
  });

  it('filters by province, district and council type as the master-data searcher does', async () => {
    const western = (await search({ provinceIds: ['LK-1'], pageSize: 1000 })).json();
    expect(western.total).toBeGreaterThan(10);
    expect(western.rows.every((row: { province: string }) => row.province === 'western')).toBe(true);
    const kandyUc = (await search({ districtIds: ['LK-21'], councilTypeIds: ['UC'], pageSize: 1000 })).json();
    expect(kandyUc.rows.map((row: { name: string }) => row.name)).toContain('Wattegama UC');
    expect(kandyUc.rows.every((row: { councilType: string }) => row.councilType === 'UC')).toBe(true);
  });

  it('counts the reporting authorities of every district', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/admin/completeness?year=2025',
      headers: bearer(tokens.superAdmin),
    });
    expect(response.statusCode).toBe(200);
    const { year, districts } = response.json();
    expect(year).toBe(2025);
    expect(districts).toHaveLength(25);
    expect(districts.find((row: { districtId: string }) => row.districtId === 'LK-11')).toMatchObject({
      reporting: 1,
      authorities: expect.any(Number),
    });
    expect(districts.reduce((sum: number, row: { authorities: number }) => sum + row.authorities, 0)).toBe(341);
    expect(districts.reduce((sum: number, row: { reporting: number }) => sum + row.reporting, 0)).toBe(1);
  });

  it("lists one authority's waste records by its id, a look-up rather than acting as it", async () => {
    const waste = (id: string) =>
      app().inject({
        method: 'POST',
        url: `/api/v1/admin/local-authorities/${id}/waste`,
        payload: {},
        headers: bearer(tokens.superAdmin),
      });
    const response = await waste('LG-11001');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect((await waste('LG-99999')).statusCode).toBe(404);
    expect((await waste('colombo')).statusCode).toBe(400);
  });

  it('is for super admins only', async () => {
    const admin = await login(app(), DEMO.admin);
    expect((await search({}, admin.accessToken)).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/v1/admin/completeness', headers: bearer(admin.accessToken) })).statusCode).toBe(
      403,
    );
  });
});
