import { colomboYear } from '#dates/colombo-today';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, range, scoped } from '#test/helpers/waste-data';

const ZERO = { collectedKg: 0, recycledKg: 0, recoveredKg: 0, rejectedKg: 0, discardedKg: 0 };
const NOTHING_ELSE = { recoveredQuantity: 0, rejectedQuantity: 0, discardedQuantity: 0, recycledQuantityKg: 0 };

describe('POST /api/v1/local-authority/la-waste-collection', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  let other: string;
  const currentYear = colomboYear();
  beforeAll(async () => {
    other = await otherAuthorityId(app());
    const entries = [
      // 10 days at 1 t/day: 7 in January, 3 in February.
      range('2025-01-25', '2025-02-03', {
        collectedQuantity: 1,
        recoveredQuantity: 0.2,
        rejectedQuantity: 0.1,
        discardedQuantity: 0.05,
        recycledQuantityKg: 500,
      }),
      { ...DAILY, entryDate: '2025-03-10' },
      // Across the new year: 2 days in each year.
      range('2024-12-30', '2025-01-02', { plasticType: 'SOFT', collectedQuantity: 1, ...NOTHING_ELSE }),
      // 1000 kg recycled over 3 days: 666.667 in August, 333.333 in September.
      range('2025-08-30', '2025-09-01', { collectedQuantity: 1, ...NOTHING_ELSE, recycledQuantityKg: 1000 }),
    ];
    for (const payload of entries) {
      const response = await insertWaste(app(), tokens.colombo, payload);
      if (response.statusCode !== 201) throw new Error(response.body);
    }
    await insertWaste(app(), tokens.superAdmin, range('2025-01-01', '2025-01-31', { collectedQuantity: 5, ...NOTHING_ELSE }), other);
  });
  const chart = (year: unknown, token = tokens.colombo, localAuthorityId?: string) =>
    app().inject({ method: 'POST', url: scoped('/la-waste-collection', localAuthorityId), payload: { year }, headers: bearer(token) });
  const months = (values: Record<number, Partial<typeof ZERO>>) =>
    Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...ZERO, ...values[index + 1] }));

  it("spreads each record's kg over its days, month by month, with the year's totals", async () => {
    const response = await chart(2025);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      localAuthorityId: 'LG-11001',
      year: 2025,
      years: Array.from({ length: 10 }, (_, index) => currentYear - index),
      months: months({
        1: { collectedKg: 9000, recycledKg: 350, recoveredKg: 1400, rejectedKg: 700, discardedKg: 350 },
        2: { collectedKg: 3000, recycledKg: 150, recoveredKg: 600, rejectedKg: 300, discardedKg: 150 },
        3: { collectedKg: 2000, recycledKg: 1000, recoveredKg: 500, rejectedKg: 250, discardedKg: 100 },
        8: { collectedKg: 2000, recycledKg: 666.667 },
        9: { collectedKg: 1000, recycledKg: 333.333 },
      }),
      totals: { collectedKg: 17000, recycledKg: 2500, recoveredKg: 2500, rejectedKg: 1250, discardedKg: 600 },
    });
  });

  it('counts the part of a record in the year asked for only', async () => {
    const body = (await chart(2024)).json();
    expect(body.months).toEqual(months({ 12: { collectedKg: 2000 } }));
    expect(body.totals).toEqual({ ...ZERO, collectedKg: 2000 });
  });

  it("gives a super admin the named authority's chart", async () => {
    const body = (await chart(2025, tokens.superAdmin, other)).json();
    expect(body).toMatchObject({ localAuthorityId: other, totals: { ...ZERO, collectedKg: 155000 } });
    expect(body.months[0]).toEqual({ month: 1, ...ZERO, collectedKg: 155000 });
  });

  it('answers the last ten years only', async () => {
    const oldest = await chart(currentYear - 9);
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json()).toMatchObject({ year: currentYear - 9, months: months({}), totals: ZERO });
    for (const year of [currentYear - 10, currentYear + 1]) {
      const response = await chart(year);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `Chart data is available for ${currentYear - 9} to ${currentYear} only`,
        code: 'VALIDATION_FAILED',
        reason: 'CHART_YEARS_AVAILABLE',
        params: { from: currentYear - 9, to: currentYear },
      });
    }
    expect((await chart('last year')).json().message).toMatch(/^body\.year /);
    expect((await chart(2025.5)).json().message).toMatch(/^body\.year /);
  });

  it('answers 404 for an unknown authority and LA_REQUIRED when a super admin names none', async () => {
    expect((await chart(2025, tokens.superAdmin, 'LG-99999')).json()).toEqual({
      message: 'Local authority LG-99999 not found',
      code: 'NOT_FOUND',
      reason: 'LOCAL_AUTHORITY',
    });
    expect((await chart(2025, tokens.superAdmin)).json().code).toBe('LA_REQUIRED');
  });
});
