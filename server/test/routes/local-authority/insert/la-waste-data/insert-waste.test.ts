import { bearer, DEMO, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { colomboDay, DAILY, insertWaste, otherAuthorityId, range, WASTE_URL } from '#test/helpers/waste-data';

describe('POST /api/v1/local-authority/insert/la-waste-data', () => {
  const app = useTestApp();
  const sessions = useSessions(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  let other: string;
  beforeAll(async () => {
    other = await otherAuthorityId(app());
  });
  const insert = (payload: object, token = sessions.colombo.accessToken, localAuthorityId?: string) =>
    insertWaste(app(), token, payload, localAuthorityId);
  const count = async () => (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM la_waste_records')).rows[0].n;

  it('saves a DAILY entry of the own authority and answers the record', async () => {
    const response = await insert(DAILY);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      wasteId: 'WD-LG-11001-000001',
      localAuthorityId: 'LG-11001',
      mswCollectedKg: null,
      ...DAILY,
      startDate: DAILY.entryDate,
      endDate: DAILY.entryDate,
      days: 1,
      productType: '',
      destination: '',
      budget: null,
      description: '',
      normalisedKg: { collected: 2000, recovered: 500, rejected: 250, discarded: 100, recycled: 1000 },
      kgPerDay: { collected: 2000, recovered: 500, rejected: 250, discarded: 100, recycled: 1000 },
      acknowledgedWarnings: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      createdBy: { id: sessions.colombo.loggedUser.id, name: 'Fathima Rizwan' },
    });
    expect(Date.now() - Date.parse(response.json().createdAt)).toBeLessThan(60_000);
  });

  it('saves a RANGE in tonnes per month over two whole months as 2 months, with the optional fields', async () => {
    const response = await insert(
      range('2025-02-01', '2025-03-31', {
        plasticType: 'SOFT',
        quantityUnit: 'MT_PER_MONTH',
        collectedQuantity: 100,
        recoveredQuantity: 10,
        rejectedQuantity: 5,
        discardedQuantity: 1,
        recycledQuantityKg: 50000,
        productType: '  PET bottles ',
        destination: 'Kelaniya plant',
        budget: 12500.5,
        description: 'Collected at the Bloemendhal site',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      wasteId: 'WD-LG-11001-000002',
      frequencyType: 'RANGE',
      entryDate: null,
      startDate: '2025-02-01',
      endDate: '2025-03-31',
      days: 59,
      plasticType: 'SOFT',
      quantityUnit: 'MT_PER_MONTH',
      collectedQuantity: 100,
      productType: 'PET bottles',
      destination: 'Kelaniya plant',
      budget: 12500.5,
      description: 'Collected at the Bloemendhal site',
      normalisedKg: { collected: 200000, recovered: 20000, rejected: 10000, discarded: 2000, recycled: 50000 },
      kgPerDay: { collected: 3389.831, recovered: 338.983, rejected: 169.492, discarded: 33.898, recycled: 847.458 },
    });
  });

  it('normalises tonnes per year by the days of each year, and allows a 366-day period', async () => {
    const leapYear = await insert(
      range('2024-01-01', '2024-12-31', {
        quantityUnit: 'MT_PER_YEAR',
        collectedQuantity: 12,
        recoveredQuantity: 1,
        rejectedQuantity: 0,
        discardedQuantity: 0,
        recycledQuantityKg: 0,
      }),
    );
    expect(leapYear.statusCode).toBe(201);
    expect(leapYear.json()).toMatchObject({
      wasteId: 'WD-LG-11001-000003',
      days: 366,
      normalisedKg: { collected: 12000, recovered: 1000 },
      kgPerDay: { collected: 32.787 },
    });

    const partial = await insert(
      range('2023-12-01', '2023-12-31', {
        quantityUnit: 'MT_PER_YEAR',
        collectedQuantity: 365,
        recoveredQuantity: 0,
        rejectedQuantity: 0,
        recycledQuantityKg: 0,
      }),
    );
    expect(partial.json()).toMatchObject({
      wasteId: 'WD-LG-11001-000004',
      normalisedKg: { collected: 31000 },
      kgPerDay: { collected: 1000 },
    });
  });

  it('numbers waste ids per authority and lets a super admin insert for an authority, auditing the impersonation', async () => {
    const response = await insert({ ...DAILY, entryDate: '2025-03-11' }, sessions.superAdmin.accessToken, 'LG-11001');
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      wasteId: 'WD-LG-11001-000005',
      localAuthorityId: 'LG-11001',
      createdBy: { id: sessions.superAdmin.loggedUser.id, name: 'Nimal Perera' },
    });

    const elsewhere = await insert(DAILY, sessions.superAdmin.accessToken, other);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json()).toMatchObject({ wasteId: `WD-${other}-000001`, localAuthorityId: other });

    const { rows } = await app().db.query<{
      actor_user_id: string;
      acting_local_authority_id: string;
      action: string;
      after: unknown;
      before: unknown;
    }>(
      "SELECT actor_user_id, acting_local_authority_id, action, before, after FROM audit_log WHERE entity = 'la_waste_record' AND entity_id = $1",
      [record.id],
    );
    expect(rows).toEqual([
      {
        actor_user_id: sessions.superAdmin.loggedUser.id,
        acting_local_authority_id: 'LG-11001',
        action: 'create',
        before: null,
        after: record,
      },
    ]);
  });

  it('refuses each broken rule with its message, saving nothing', async () => {
    const before = await count();
    const { entryDate: _entryDate, ...noDate } = DAILY;
    const cases: [object, string][] = [
      [noDate, 'entryDate is required for frequency type DAILY'],
      [{ ...DAILY, startDate: '2025-03-01' }, 'startDate and endDate are only for frequency type RANGE'],
      [{ ...DAILY, endDate: '2025-03-01' }, 'startDate and endDate are only for frequency type RANGE'],
      [{ ...noDate, frequencyType: 'RANGE', endDate: '2025-03-01' }, 'startDate and endDate are required for frequency type RANGE'],
      [{ ...noDate, frequencyType: 'RANGE', startDate: '2025-03-01' }, 'startDate and endDate are required for frequency type RANGE'],
      [range('2025-05-01', '2025-05-02', { entryDate: '2025-05-01' }), 'entryDate is only for frequency type DAILY'],
      [{ ...DAILY, entryDate: '2026-02-30' }, 'entryDate is not a valid date'],
      [range('2025-02-29', '2025-03-02'), 'startDate is not a valid date'],
      [range('2025-04-01', '2025-04-31'), 'endDate is not a valid date'],
      [{ ...DAILY, entryDate: colomboDay(1) }, 'The entry date must not be in the future'],
      [range(colomboDay(1), colomboDay(2)), 'The start date must not be in the future'],
      [range(colomboDay(-1), colomboDay(1)), 'The end date must not be in the future'],
      [range('2025-05-10', '2025-05-09'), 'The end date must not be before the start date'],
      [range('2024-01-01', '2025-01-01'), 'The period must not be longer than 366 days'],
      [
        {
          ...DAILY,
          entryDate: '2025-06-01',
          collectedQuantity: 1,
          recoveredQuantity: 0.5,
          rejectedQuantity: 0.5,
          recycledQuantityKg: 0.002,
        },
        'Recycled, recovered and rejected quantities together must not be more than the collected quantity',
      ],
      [
        range('2025-04-01', '2025-04-30', {
          quantityUnit: 'MT_PER_MONTH',
          collectedQuantity: 1,
          recoveredQuantity: 0,
          rejectedQuantity: 0,
          recycledQuantityKg: 1000.5,
        }),
        'Recycled, recovered and rejected quantities together must not be more than the collected quantity',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await insert(payload);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: {
          message,
          code: 'VALIDATION_FAILED',
          reason: expect.any(String),
          ...(/ is not a valid date$|longer than/.test(message) ? { params: expect.any(Object) } : {}),
        },
      });
    }
    expect(await count()).toBe(before);
  });

  it('allows today, and recycled, recovered and rejected up to the collected kg plus 0.001 kg', async () => {
    expect((await insert({ ...DAILY, entryDate: colomboDay(0) })).statusCode).toBe(201);
    const exact = await insert({
      ...DAILY,
      entryDate: '2025-06-02',
      collectedQuantity: 1,
      recoveredQuantity: 0.5,
      rejectedQuantity: 0.5,
      recycledQuantityKg: 0.001,
    });
    expect(exact.statusCode).toBe(201);
    const monthly = await insert(
      range('2025-04-01', '2025-04-30', {
        quantityUnit: 'MT_PER_MONTH',
        collectedQuantity: 30,
        recoveredQuantity: 0,
        rejectedQuantity: 0,
        recycledQuantityKg: 30000,
      }),
    );
    expect(monthly.statusCode).toBe(201);
  });

  it('refuses a period overlapping one of the same authority and plastic type with 409 naming it', async () => {
    const existing = (await insert(range('2025-07-01', '2025-07-31'))).json();
    const before = await count();
    const expected = {
      message: `Waste data for this period and plastic type already exists: ${existing.wasteId} (2025-07-01 to 2025-07-31)`,
      code: 'DUPLICATE_WASTE_DATA',
      params: { wasteId: existing.wasteId, startDate: '2025-07-01', endDate: '2025-07-31' },
      details: { id: existing.id, wasteId: existing.wasteId, startDate: '2025-07-01', endDate: '2025-07-31' },
    };
    for (const payload of [
      range('2025-07-01', '2025-07-31'),
      { ...DAILY, entryDate: '2025-07-15' },
      range('2025-06-20', '2025-07-01'),
      range('2025-07-31', '2025-08-05'),
    ]) {
      const response = await insert(payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(expected);
    }
    expect(await count()).toBe(before);

    const daily = (await insert({ ...DAILY, entryDate: '2025-08-20' })).json();
    const around = await insert(range('2025-08-10', '2025-08-25'));
    expect(around.statusCode).toBe(409);
    expect(around.json().message).toBe(
      `Waste data for this period and plastic type already exists: ${daily.wasteId} (2025-08-20 to 2025-08-20)`,
    );
    expect(around.json().details).toEqual({ id: daily.id, wasteId: daily.wasteId, startDate: '2025-08-20', endDate: '2025-08-20' });
  });

  it('allows the same period for another plastic type, for another authority, and right next to an existing one', async () => {
    expect((await insert(range('2025-07-01', '2025-07-31', { plasticType: 'SOFT' }))).statusCode).toBe(201);
    expect((await insert(range('2025-07-01', '2025-07-31'), sessions.superAdmin.accessToken, other)).statusCode).toBe(201);
    expect((await insert(range('2025-06-01', '2025-06-30', { plasticType: 'SOFT' }))).statusCode).toBe(201);
    expect((await insert(range('2025-08-01', '2025-08-09'))).statusCode).toBe(201);
  });

  it('saves one of several overlapping entries sent at once, and numbers the others without gaps', async () => {
    const responses = await Promise.all(
      ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04'].map((day) =>
        insert(range(day, '2025-09-10'), sessions.superAdmin.accessToken, 'LG-11001'),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const next = (await insert({ ...DAILY, entryDate: '2025-09-20' })).json().wasteId;
    const saved = responses.find((response) => response.statusCode === 201)?.json().wasteId;
    expect(Number(next.slice(-6))).toBe(Number(saved.slice(-6)) + 1);
  });

  it('answers 404 for an unknown authority and 400 LA_REQUIRED for a super admin who names none', async () => {
    const unknown = await insert(DAILY, sessions.superAdmin.accessToken, 'LG-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Local authority LG-99999 not found', code: 'NOT_FOUND', reason: 'LOCAL_AUTHORITY' });
    const none = await insert(DAILY, sessions.superAdmin.accessToken);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('LA_REQUIRED');
  });

  it('checks the schema: types, units, limits and dates as YYYY-MM-DD', async () => {
    for (const [field, change] of [
      ['frequencyType', { frequencyType: 'WEEKLY' }],
      ['plasticType', { plasticType: 'PET' }],
      ['quantityUnit', { quantityUnit: 'KG_PER_DAY' }],
      ['collectedQuantity', { collectedQuantity: -1 }],
      ['recoveredQuantity', { recoveredQuantity: 1e9 + 1 }],
      ['recycledQuantityKg', { recycledQuantityKg: 1e12 + 1 }],
      ['budget', { budget: -0.01 }],
      ['productType', { productType: 'p'.repeat(201) }],
      ['destination', { destination: 'd'.repeat(201) }],
      ['description', { description: 'd'.repeat(2001) }],
      ['entryDate', { entryDate: '10/03/2025' }],
      ['discardedQuantity', { discardedQuantity: undefined }],
    ] as const) {
      const response = await insert({ ...DAILY, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(new RegExp(`^body\\.${field} `)) });
    }
    const headers = bearer(sessions.colombo.accessToken);
    expect(
      (await app().inject({ method: 'POST', url: `${WASTE_URL}/insert/la-waste-data?localAuthorityId=11001`, payload: DAILY, headers }))
        .statusCode,
    ).toBe(400);
  });
});
