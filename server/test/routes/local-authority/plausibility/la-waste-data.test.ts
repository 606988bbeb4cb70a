import { generationEstimates } from '#plausibility/estimates';
import { itRefusesOutsiders } from '#test/helpers/authority-routes';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, range, scoped, WASTE_URL } from '#test/helpers/waste-data';

const CHECK = '/plausibility/la-waste-data';

/** Kept to the stored precision and rounded outwards, as the ranges are. */
const up = (value: number) => Math.ceil(value * 1000 - 1e-6) / 1000;

/** A day's record of this many tonnes collected, and nothing recovered, rejected, discarded or recycled. */
const collected = (tonnes: number, changes: object = {}) => ({
  ...DAILY,
  entryDate: '2025-02-10',
  collectedQuantity: tonnes,
  recoveredQuantity: 0,
  rejectedQuantity: 0,
  discardedQuantity: 0,
  recycledQuantityKg: 0,
  ...changes,
});

describe('plausibility of an authority waste record', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  let estimate: number;
  let national: number;
  beforeAll(async () => {
    const estimates = await generationEstimates(app().db);
    estimate = estimates.byAuthority.get('LG-11001')!;
    national = estimates.nationalKgPerDay;
  });
  const check = (payload: object, token = tokens.colombo, localAuthorityId?: string) =>
    app().inject({ method: 'POST', url: scoped(CHECK, localAuthorityId), payload, headers: bearer(token) });
  const insert = (payload: object) => insertWaste(app(), tokens.colombo, payload);
  const records = async () => (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM la_waste_records')).rows[0].n;
  const audits = async () => (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0].n;

  it("compares with the MFA engine's generation estimate of the authority and of the country", async () => {
    const summary = (
      await app().inject({ method: 'GET', url: '/api/v1/mfa/mfa-la-summary?year=2025', headers: bearer(tokens.colombo) })
    ).json();
    expect(estimate).toBeCloseTo(summary.totals.generatedKg / 365, 6);
    const nation = (
      await app().inject({ method: 'GET', url: '/api/v1/mfa/mfa-national-summary?year=2025', headers: bearer(tokens.colombo) })
    ).json();
    expect(national).toBeCloseTo(nation.totals.generatedKg / 365, 3);
  });

  it('warns ABOVE_ESTIMATE past twice the estimate a day, with its range in the unit and period typed; saving and auditing nothing', async () => {
    const [records0, audits0] = [await records(), await audits()];
    const perDay = up((2 * estimate) / 1000);
    expect((await check({ ...DAILY, collectedQuantity: perDay })).json()).toEqual({ warnings: [] });
    const daily = await check({ ...DAILY, collectedQuantity: perDay + 0.001 });
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toEqual({
      warnings: [
        {
          field: 'collectedQuantity',
          code: 'ABOVE_ESTIMATE',
          message: `Collected quantity is more than 2 times the authority's estimated plastic generation (${(estimate / 1000).toFixed(1)} t a day): expected at most ${perDay} t/day.`,
          low: 0,
          high: perDay,
        },
      ],
    });
    const april = range('2025-04-01', '2025-04-30', { quantityUnit: 'MT_PER_MONTH', collectedQuantity: 3_000 });
    expect((await check(april)).json().warnings).toEqual([expect.objectContaining({ high: up((2 * estimate * 30) / 1000) })]);
    const total = range('2025-03-01', '2025-03-31', { quantityUnit: 'MT_TOTAL', collectedQuantity: 3_000 });
    expect((await check(total)).json().warnings).toEqual([
      expect.objectContaining({ high: up((2 * estimate * 31) / 1000), message: expect.stringMatching(/t over the period\.$/) }),
    ]);
    expect(await records()).toBe(records0);
    expect(await audits()).toBe(audits0);
  });

  it("refuses the issue's 5,000,000 mt/day with 400 naming the field: no authority collects more than the country generates", async () => {
    for (const answer of [
      await insert({ ...DAILY, collectedQuantity: 5_000_000 }),
      await check({ ...DAILY, collectedQuantity: 5_000_000 }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: expect.stringMatching(
          /^Collected quantity is 5,000,000 t a day, more than the whole country's estimated plastic generation \(966\.7 t a day\): no local authority handles more than the country generates\./,
        ),
        code: 'VALIDATION_FAILED',
        reason: 'ABOVE_COUNTRY',
        details: [{ field: 'body.collectedQuantity', message: expect.any(String) }],
      });
    }
    const recycled = await insert({ ...DAILY, collectedQuantity: 1_000_000, recycledQuantityKg: 999_000_000 });
    expect(recycled.json().details.map((issue: { field: string }) => issue.field)).toEqual([
      'body.collectedQuantity',
      'body.recycledQuantityKg',
    ]);
    expect(await records()).toBe(0);
  });

  it('answers the save 422 IMPLAUSIBLE_QUANTITY with every warning until its code is acknowledged, then 201 keeping them', async () => {
    const body = { ...DAILY, entryDate: '2025-01-05', collectedQuantity: 90 };
    const refused = await insert(body);
    expect(refused.statusCode).toBe(422);
    const warning = {
      field: 'collectedQuantity',
      code: 'ABOVE_ESTIMATE',
      message: expect.any(String),
      low: 0,
      high: up((2 * estimate) / 1000),
    };
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/acknowledge ABOVE_ESTIMATE \(acknowledgedWarnings\)/),
      code: 'IMPLAUSIBLE_QUANTITY',
      warnings: [warning],
    });
    expect((await insert({ ...body, acknowledgedWarnings: ['OUTSIDE_HISTORY'] })).statusCode).toBe(422);
    expect(await records()).toBe(0);

    const saved = await insert({ ...body, acknowledgedWarnings: ['ABOVE_ESTIMATE'] });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().acknowledgedWarnings).toEqual([warning]);
    const view = await app().inject({
      method: 'GET',
      url: `${WASTE_URL}/waste-view/${saved.json().wasteId}`,
      headers: bearer(tokens.colombo),
    });
    expect(view.json().acknowledgedWarnings).toEqual([warning]);
    const audit = await app().db.query<{ after: { acknowledgedWarnings: unknown } }>(
      `SELECT after FROM audit_log WHERE entity = 'la_waste_record' AND entity_id = $1`,
      [saved.json().id],
    );
    expect(audit.rows[0].after.acknowledgedWarnings).toEqual([warning]);
    expect((await insert({ ...DAILY, entryDate: '2025-01-06', collectedQuantity: 2 })).statusCode).toBe(201);
  });

  it('warns OUTSIDE_HISTORY from three records of the plastic type on, outside a tenth to ten times their median', async () => {
    await app().db.query('DELETE FROM la_waste_records');
    for (const [day, tonnes] of [
      ['2025-02-01', 2],
      ['2025-02-02', 3],
    ] as const)
      expect((await insert({ ...DAILY, entryDate: day, collectedQuantity: tonnes })).statusCode).toBe(201);
    expect((await check(collected(0.05))).json()).toEqual({ warnings: [] });
    expect((await insert({ ...DAILY, entryDate: '2025-02-03', collectedQuantity: 4 })).statusCode).toBe(201);
    // The median of 2, 3 and 4 t/day is 3: from 0.3 to 30 t/day passes.
    for (const tonnes of [0.3, 10, 28]) expect((await check(collected(tonnes))).json().warnings).toEqual([]);
    const below = await check(collected(0.299));
    expect(below.json().warnings).toEqual([
      {
        field: 'collectedQuantity',
        code: 'OUTSIDE_HISTORY',
        message:
          "Collected quantity is less than 1/10 of the median of the authority's last 3 records (3 t/day): expected 0.3 to 30 t/day.",
        low: 0.3,
        high: 30,
      },
    ]);
    expect((await check(collected(0))).json().warnings).toEqual([expect.objectContaining({ code: 'OUTSIDE_HISTORY', low: 0.3 })]);
    const both = await check(collected(90));
    expect(both.json().warnings.map((warning: { code: string }) => warning.code)).toEqual(['ABOVE_ESTIMATE', 'OUTSIDE_HISTORY']);
    // Another plastic type has no history yet; a month's total reads the same median in its own terms.
    expect((await check(collected(0.01, { plasticType: 'SOFT' }))).json().warnings).toEqual([]);
    const { entryDate: _entryDate, ...rangeValues } = collected(1);
    const month = await check({
      ...rangeValues,
      frequencyType: 'RANGE',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      quantityUnit: 'MT_TOTAL',
    });
    expect(month.json().warnings).toEqual([expect.objectContaining({ code: 'OUTSIDE_HISTORY', low: 9.3, high: 930 })]);
  });

  it('answers the save 400 for bad input before any warning, and the check likewise', async () => {
    for (const answer of [
      await check({ ...DAILY, entryDate: '2025-02-30', collectedQuantity: 1_000 }),
      await insert({ ...DAILY, entryDate: '2025-02-30', collectedQuantity: 1_000 }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('entryDate is not a valid date');
    }
    expect((await check({ ...DAILY, collectedQuantity: 'abc' })).statusCode).toBe(400);
  });

  it('saves a period total in tonnes (MT_TOTAL) as that many thousand kg', async () => {
    const saved = await insert(
      range('2025-05-01', '2025-05-31', {
        quantityUnit: 'MT_TOTAL',
        collectedQuantity: 93,
        recoveredQuantity: 31,
        rejectedQuantity: 0,
        discardedQuantity: 0,
      }),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      quantityUnit: 'MT_TOTAL',
      collectedQuantity: 93,
      normalisedKg: { collected: 93_000, recovered: 31_000 },
      kgPerDay: { collected: 3_000, recovered: 1_000 },
    });
  });

  it('lets a super admin check as an authority', async () => {
    const answer = await check(DAILY, tokens.superAdmin, 'LG-11001');
    expect(answer.statusCode).toBe(200);
  });
});

describe('the plausibility check keeps to the save’s roles and scope', () => {
  const app = useTestApp();
  itRefusesOutsiders(app, WASTE_URL, [{ method: 'POST', path: CHECK, payload: DAILY }], { table: 'la_waste_records' });
});
