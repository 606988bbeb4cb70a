import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const ids = (body: { rows: { id: string }[] }) => body.rows.map((row) => row.id);

describe('POST /api/v1/recycler/search', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { superAdmin: DEMO.superAdmin });
  const search = (payload: object, accessToken = tokens.superAdmin) =>
    app().inject({ method: 'POST', url: '/api/v1/recycler/search', payload, headers: bearer(accessToken) });

  it('lists the demo recyclers by name with their address and hotline', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(ids(body)).toEqual(['RC-DEMO-02', 'RC-DEMO-01', 'RC-DEMO-03', 'RC-DEMO-04']);
    expect(body.rows[1]).toEqual({
      id: 'RC-DEMO-01',
      name: 'Lanka Green Polymers (Demo)',
      primaryAddress: 'No. 45, Galle Road, Ratmalana',
      hotline: '+94 11 255 0101',
      district: { id: 'LK-11', name: 'Colombo', nameSi: expect.any(String), nameTa: expect.any(String) },
      status: 'ACTIVE',
      lastReturnMonth: null,
      thisYearIntakeKg: 0,
    });
  });

  it('pages and sorts', async () => {
    const page = (await search({ pageStart: 1, pageSize: 2, pageSort: 'DESC' })).json();
    expect(page.total).toBe(4);
    expect(ids(page)).toEqual(['RC-DEMO-03', 'RC-DEMO-01']);
  });

  it('filters by district, province, name and status', async () => {
    expect(ids((await search({ districtIds: ['LK-21'] })).json())).toEqual(['RC-DEMO-02']);
    expect(ids((await search({ districtIds: ['LK-11', 'LK-61'] })).json())).toEqual(['RC-DEMO-01', 'RC-DEMO-04']);
    expect(ids((await search({ provinceIds: ['LK-3'] })).json())).toEqual(['RC-DEMO-03']);
    expect((await search({ provinceIds: ['LK-4'] })).json()).toEqual({ rows: [], total: 0 });
    expect(ids((await search({ name: 'PLASTIC' })).json())).toEqual(['RC-DEMO-02', 'RC-DEMO-04']);
    expect((await search({ status: 'ACTIVE' })).json().total).toBe(4);

    await app().db.query("UPDATE recyclers SET status = 'SUSPENDED' WHERE id = 'RC-DEMO-04'");
    expect(ids((await search({ status: 'SUSPENDED' })).json())).toEqual(['RC-DEMO-04']);
    expect((await search({ status: 'ACTIVE' })).json().total).toBe(3);
    expect((await search({ status: 'gone' })).statusCode).toBe(400);
  });

  it('lets an admin search and forbids the other roles', async () => {
    expect((await search({}, (await login(app(), DEMO.admin)).accessToken)).statusCode).toBe(200);
    for (const email of [DEMO.customs, DEMO.colomboMc, DEMO.recycler]) {
      expect((await search({}, (await login(app(), email)).accessToken)).statusCode).toBe(403);
    }
  });
});
