import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const URL = '/api/v1/recycler';

/** A hard plastic return of the month: 100 + intake = output + 150 + closing. */
const month = (yyyyMm: string, intakeKg = 1_000, closingStockKg = 250) => ({
  month: yyyyMm,
  plasticType: 'HARD',
  openingStockKg: 100,
  closingStockKg,
  intake: [{ sourceId: 'SRC-LA', kg: intakeKg }],
  output: [{ productTypeId: 'HPT-FLK', kg: 700 }],
  rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
});

describe("plausibility of a recycler's returns", () => {
  const app = useTestApp();
  const tokens = useTokens(app, { recycler: DEMO.recycler, superAdmin: DEMO.superAdmin, colombo: DEMO.colomboMc });
  const post = (path: string, payload: object, token = tokens.recycler, query = '') =>
    app().inject({ method: 'POST', url: `${URL}${path}${query}`, payload, headers: bearer(token) });
  const returns = async () => (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM recycler_returns')).rows[0].n;

  it("warns OUTSIDE_HISTORY on the month's intake, output or rejected total from three returns of the plastic type on", async () => {
    for (const each of ['2025-01', '2025-02']) expect((await post('/save-recycler-waste-data', month(each))).statusCode).toBe(201);
    const large = month('2025-05', 20_000, 19_250);
    expect((await post('/plausibility', large)).json()).toEqual({ warnings: [] });
    expect((await post('/save-recycler-waste-data', month('2025-03'))).statusCode).toBe(201);
    const answer = await post('/plausibility', large);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      warnings: [
        {
          field: 'intake',
          code: 'OUTSIDE_HISTORY',
          message:
            "Intake of the month is more than 10 times the median of the recycler's last 3 records (1,000 kg): expected 100 to 10,000 kg.",
          low: 100,
          high: 10_000,
        },
      ],
    });
    expect(await returns()).toBe(3);
  });

  it('answers the save 422 until acknowledged, then 201 with the warnings kept on the return and its detail', async () => {
    const large = month('2025-05', 20_000, 19_250);
    const refused = await post('/save-recycler-waste-data', large);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'IMPLAUSIBLE_QUANTITY', warnings: [{ field: 'intake', code: 'OUTSIDE_HISTORY' }] });
    expect(await returns()).toBe(3);
    const saved = await post('/save-recycler-waste-data', { ...large, acknowledgedWarnings: ['OUTSIDE_HISTORY'] });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().acknowledgedWarnings).toEqual([expect.objectContaining({ field: 'intake', low: 100, high: 10_000 })]);
    const detail = await app().inject({
      method: 'GET',
      url: `${URL}/waste-data-detail/${saved.json().id}`,
      headers: bearer(tokens.recycler),
    });
    expect(detail.json().acknowledgedWarnings).toEqual(saved.json().acknowledgedWarnings);
  });

  it("refuses a line above the country's estimated generation a day with the recycler's 400, naming the line", async () => {
    const impossible = {
      ...month('2025-06'),
      openingStockKg: 0,
      intake: [{ sourceId: 'SRC-LA', kg: 1e10 }],
      output: [],
      rejected: [],
      closingStockKg: 1e10,
    };
    for (const path of ['/plausibility', '/save-recycler-waste-data']) {
      const answer = await post(path, impossible);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION',
        details: [
          { field: 'body.intake.0.kg', message: expect.stringMatching(/^Intake line 1 is 333,333.3 t a day, .* no recycler handles more/) },
        ],
      });
    }
  });

  it("keeps the check to the save's rules, roles and scope", async () => {
    const unbalanced = await post('/plausibility', { ...month('2025-07'), closingStockKg: 9_999 });
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().code).toBe('MASS_BALANCE');
    expect((await post('/plausibility', month('2025-07'), tokens.superAdmin, '?recyclerId=RC-DEMO-01')).statusCode).toBe(200);
    expect((await post('/plausibility', month('2025-07'), tokens.superAdmin)).statusCode).toBe(400);
    expect((await post('/plausibility', month('2025-07'), tokens.recycler, '?recyclerId=RC-DEMO-02')).statusCode).toBe(403);
    expect((await post('/plausibility', month('2025-07'), tokens.colombo)).statusCode).toBe(403);
  });
});
