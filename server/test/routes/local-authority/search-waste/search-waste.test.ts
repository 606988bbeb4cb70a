import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, range, searchWaste, WASTE_URL } from '#test/helpers/waste-data';

interface Row {
  wasteId: string;
  startDate: string;
  plasticType: string;
  localAuthorityId: string;
}

describe('POST /api/v1/local-authority/search-waste', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  let other: string;
  const saved: Record<string, Row> = {};
  beforeAll(async () => {
    other = await otherAuthorityId(app());
    const entries: [string, object][] = [
      ['marchHard', { ...DAILY, entryDate: '2025-03-10' }],
      ['marchSoft', { ...DAILY, entryDate: '2025-03-10', plasticType: 'SOFT' }],
      ['january', range('2025-01-01', '2025-01-31')],
      ['febMarch', range('2025-02-15', '2025-03-09', { plasticType: 'SOFT' })],
      ['may', { ...DAILY, entryDate: '2025-05-05' }],
      ['lastYear', range('2024-06-01', '2024-12-31')],
    ];
    for (const [name, payload] of entries) {
      const response = await insertWaste(app(), tokens.colombo, payload);
      if (response.statusCode !== 201) throw new Error(`${name}: ${response.body}`);
      saved[name] = response.json();
    }
    saved.elsewhere = (await insertWaste(app(), tokens.superAdmin, DAILY, other)).json();
  });
  const search = (payload: object, token = tokens.colombo, localAuthorityId?: string) =>
    searchWaste(app(), token, payload, localAuthorityId);
  const ids = (rows: Row[]) => rows.map((row) => row.wasteId);
  const idsOf = (...names: string[]) => names.map((name) => saved[name].wasteId);

  it("lists only the own authority's records, by start date then waste id, with the total", async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    expect(ids(body.rows)).toEqual(idsOf('lastYear', 'january', 'febMarch', 'marchHard', 'marchSoft', 'may'));
    expect(body.rows[0]).toEqual(saved.lastYear);
    expect(body.rows.every((row: Row) => row.localAuthorityId === 'LG-11001')).toBe(true);
  });

  it('pages and sorts: pageStart skips rows, DESC reverses the order, the total counts every page', async () => {
    const page = (await search({ pageStart: 2, pageSize: 2 })).json();
    expect(page.total).toBe(6);
    expect(ids(page.rows)).toEqual(idsOf('febMarch', 'marchHard'));
    const desc = (await search({ pageSort: 'DESC' })).json();
    expect(ids(desc.rows)).toEqual(idsOf('may', 'marchSoft', 'marchHard', 'febMarch', 'january', 'lastYear'));
    expect((await search({ pageStart: 10 })).json()).toEqual({ rows: [], total: 6 });
  });

  it('selects records whose period overlaps fromDate to toDate, either end open', async () => {
    const march = (await search({ fromDate: '2025-03-01', toDate: '2025-03-31' })).json();
    expect(ids(march.rows)).toEqual(idsOf('febMarch', 'marchHard', 'marchSoft'));
    expect(march.total).toBe(3);
    expect(ids((await search({ fromDate: '2025-03-09' })).json().rows)).toEqual(idsOf('febMarch', 'marchHard', 'marchSoft', 'may'));
    expect(ids((await search({ toDate: '2025-01-01' })).json().rows)).toEqual(idsOf('lastYear', 'january'));
    expect(ids((await search({ fromDate: '2025-03-10', toDate: '2025-03-10' })).json().rows)).toEqual(idsOf('marchHard', 'marchSoft'));
    expect((await search({ fromDate: '2026-01-01', toDate: '2026-12-31' })).json()).toEqual({ rows: [], total: 0 });
  });

  it('filters by plastic type and frequency type, with the other filters', async () => {
    expect(ids((await search({ plasticType: 'SOFT' })).json().rows)).toEqual(idsOf('febMarch', 'marchSoft'));
    expect(ids((await search({ frequencyType: 'RANGE' })).json().rows)).toEqual(idsOf('lastYear', 'january', 'febMarch'));
    const both = (await search({ frequencyType: 'DAILY', plasticType: 'HARD', fromDate: '2025-01-01', pageSort: 'DESC' })).json();
    expect(both).toMatchObject({ total: 2 });
    expect(ids(both.rows)).toEqual(idsOf('may', 'marchHard'));
  });

  it('refuses toDate before fromDate, and dates that are not real', async () => {
    const backwards = await search({ fromDate: '2025-03-02', toDate: '2025-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      message: 'toDate must not be before fromDate',
      code: 'VALIDATION_FAILED',
      reason: 'DATES_OUT_OF_ORDER',
    });
    expect((await search({ fromDate: '2025-02-30' })).json()).toEqual({
      message: 'fromDate is not a valid date',
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_DATE',
      params: { field: 'fromDate' },
    });
    expect((await search({ toDate: '2025-13-01' })).json()).toEqual({
      message: 'toDate is not a valid date',
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_DATE',
      params: { field: 'toDate' },
    });
    expect((await search({ plasticType: 'PET' })).json().message).toMatch(/^body\.plasticType /);
    expect((await search({ pageSize: 1001 })).json().message).toMatch(/^body\.pageSize /);
  });

  it("lets a super admin search any authority's records, and not without naming one", async () => {
    const elsewhere = (await search({}, tokens.superAdmin, other)).json();
    expect(elsewhere).toEqual({ rows: [saved.elsewhere], total: 1 });
    expect((await search({}, tokens.superAdmin, 'LG-11001')).json().total).toBe(6);
    expect((await search({}, tokens.superAdmin)).json().code).toBe('LA_REQUIRED');
    const unknown = await search({}, tokens.superAdmin, 'LG-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Local authority LG-99999 not found', code: 'NOT_FOUND', reason: 'LOCAL_AUTHORITY' });
  });

  it('drops unknown body fields rather than failing', async () => {
    const response = await app().inject({
      method: 'POST',
      url: `${WASTE_URL}/search-waste`,
      payload: { localAuthorityId: other, foo: 1 },
      headers: bearer(tokens.colombo),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(6);
  });
});
