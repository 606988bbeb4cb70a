import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

describe('POST /api/v1/local-authority/search-la', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { admin: DEMO.admin });
  const search = (payload: object, accessToken = tokens.admin) =>
    app().inject({ method: 'POST', url: '/api/v1/local-authority/search-la', payload, headers: bearer(accessToken) });

  it('pages with the spec defaults (25 rows from 0, by name ascending) and counts all 341', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(341);
    expect(body.rows).toHaveLength(25);
    const names = body.rows.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('returns all 341 with pageSize 1000 and refuses a larger page', async () => {
    const all = await search({ pageSize: 1000 });
    expect(all.json().rows).toHaveLength(341);
    expect(all.json().total).toBe(341);
    const tooLarge = await search({ pageSize: 1001 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toMatch(/^body\.pageSize /);
  });

  it('pages through the rows: pageStart skips rows, DESC reverses the order', async () => {
    const first = (await search({ pageSize: 10 })).json().rows;
    const next = (await search({ pageStart: 5, pageSize: 5 })).json().rows;
    expect(next).toEqual(first.slice(5, 10));
    const all = (await search({ pageSize: 1000 })).json().rows;
    const desc = (await search({ pageSize: 1000, pageSort: 'DESC' })).json().rows;
    expect(desc).toEqual([...all].reverse());
    const beyond = (await search({ pageStart: 400 })).json();
    expect(beyond).toEqual({ rows: [], total: 341 });
  });

  it("filters by district: LK-11 gives the Colombo district's authorities", async () => {
    const body = (await search({ districtIds: ['LK-11'], pageSize: 1000 })).json();
    expect(body.total).toBe(body.rows.length);
    expect(body.total).toBeGreaterThan(5);
    for (const row of body.rows)
      expect(row).toMatchObject({ district: 'Colombo', districtId: 'LK-11', province: 'western', provinceName: 'Western' });
    expect(body.rows).toContainEqual({
      id: 'LG-11001',
      name: 'Colombo MC',
      nameSi: 'Colombo මහ නගර සභාව',
      nameTa: 'Colombo மாநகர சபை',
      province: 'western',
      provinceName: 'Western',
      district: 'Colombo',
      districtId: 'LK-11',
      councilType: 'MC',
    });
  });

  it('filters by province, council type, ids and a case-insensitive part of the name, all together', async () => {
    const western = (await search({ provinceIds: ['LK-1'], pageSize: 1000 })).json();
    expect(western.rows.every((row: { province: string }) => row.province === 'western')).toBe(true);
    const districts = (await search({ districtIds: ['LK-11', 'LK-12', 'LK-13'], pageSize: 1000 })).json();
    expect(western.total).toBe(districts.total);

    const mcs = (await search({ provinceIds: ['LK-1'], councilTypeIds: ['MC'], pageSize: 1000 })).json();
    expect(mcs.total).toBeGreaterThan(0);
    expect(mcs.total).toBeLessThan(western.total);
    expect(mcs.rows.every((row: { councilType: string }) => row.councilType === 'MC')).toBe(true);

    expect((await search({ name: 'cOLOMBO m' })).json().rows.map((row: { id: string }) => row.id)).toContain('LG-11001');
    const byIds = (await search({ authorityIds: ['LG-11001', 'LG-99999'] })).json();
    expect(byIds.total).toBe(1);
    expect((await search({ name: 'colombo', councilTypeIds: ['PS'], authorityIds: ['LG-11001'] })).json()).toEqual({ rows: [], total: 0 });
    expect((await search({ name: '%' })).json().total).toBe(0);
    expect((await search({ districtIds: [] })).json().total).toBe(341);
  });

  it('lets a super admin search, forbids other roles and needs a token', async () => {
    const superAdmin = await login(app(), DEMO.superAdmin);
    expect((await search({}, superAdmin.accessToken)).statusCode).toBe(200);
    for (const email of [DEMO.customs, DEMO.colomboMc, DEMO.recycler]) {
      const response = await search({}, (await login(app(), email)).accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
    expect((await app().inject({ method: 'POST', url: '/api/v1/local-authority/search-la', payload: {} })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad sort', async () => {
    const response = await search({ pageSort: 'UP' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.pageSort /);
  });
});
