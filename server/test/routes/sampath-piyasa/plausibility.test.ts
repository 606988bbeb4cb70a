import { generationEstimates } from '#plausibility/estimates';
import { DEMO, useTokens } from '#test/helpers/login';
import { rangeEntry, registerCentre, spPost } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';
import { otherAuthorityId } from '#test/helpers/waste-data';

const up = (value: number) => Math.ceil(value * 1000 - 1e-6) / 1000;

/** One day's entry of the centre: PET (hard) and paper as given, nothing sold or rejected. */
const day = (centreId: string, date: string, petKg: number, paperKg = 10) =>
  rangeEntry(centreId, date, date, {
    quantities: [
      { materialId: 'PET_HARD', collectedKg: petKg, soldKg: 0, rejectedKg: 0 },
      { materialId: 'PAPER', collectedKg: paperKg, soldKg: 0, rejectedKg: 0 },
    ],
  });

describe('plausibility of Sampath Piyasa centre entries', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  let centre: string;
  let estimate: number;
  beforeAll(async () => {
    centre = await registerCentre(app(), tokens.colombo, 'Borella Centre');
    estimate = (await generationEstimates(app().db)).byAuthority.get('LG-11001')!;
  });
  const check = (body: object) => spPost(app(), tokens.colombo, '/plausibility', body);
  const save = (body: object) => spPost(app(), tokens.colombo, '/save-waste-data', body);
  const entries = async () =>
    (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM sampath_piyasa_waste_entries')).rows[0].n;

  it("warns ABOVE_ESTIMATE when a centre collects, all materials together, more than twice its authority's estimated generation", async () => {
    const high = up(2 * estimate);
    expect((await check({ entries: [day(centre, '2025-01-01', high - 10)] })).json()).toEqual({ warnings: [] });
    const answer = await check({ entries: [day(centre, '2025-01-01', 10), day(centre, '2025-01-02', high - 9)] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      warnings: [
        {
          field: 'entries.1.quantities',
          code: 'ABOVE_ESTIMATE',
          message: `Collected at the centre (all materials) is more than 2 times the authority's estimated plastic generation (${(estimate / 1000).toFixed(1)} t a day): expected at most ${high.toLocaleString('en-US', { maximumFractionDigits: 3 })} kg.`,
          low: 0,
          high,
        },
      ],
    });
    expect(await entries()).toBe(0);
  });

  it('answers the save 422 until the code is acknowledged; each entry keeps its own warnings, named within it', async () => {
    const body = { entries: [day(centre, '2025-01-01', 10), day(centre, '2025-01-02', 100_000)] };
    const refused = await save(body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMPLAUSIBLE_QUANTITY',
      warnings: [{ field: 'entries.1.quantities', code: 'ABOVE_ESTIMATE' }],
    });
    expect(await entries()).toBe(0);
    const saved = await save({ ...body, acknowledgedWarnings: ['ABOVE_ESTIMATE'] });
    expect(saved.statusCode).toBe(201);
    const [first, second] = saved.json().entries;
    expect(first.acknowledgedWarnings).toEqual([]);
    expect(second.acknowledgedWarnings).toEqual([expect.objectContaining({ field: 'quantities', code: 'ABOVE_ESTIMATE' })]);
    const view = await app().inject({
      method: 'GET',
      url: `/api/v1/sampath-piyasa/waste-view/${second.id}`,
      headers: { authorization: `Bearer ${tokens.colombo}` },
    });
    expect(view.json()).toMatchObject({ acknowledgedWarnings: second.acknowledgedWarnings, status: 'CURRENT' });
  });

  it("warns OUTSIDE_HISTORY on a material's collected kg a day against the centre's last entries of it", async () => {
    await app().db.query('DELETE FROM sampath_piyasa_waste_entries');
    for (const date of ['2025-02-01', '2025-02-02', '2025-02-03'])
      expect((await save({ entries: [day(centre, date, 20)] })).statusCode).toBe(201);
    const answer = await check({ entries: [day(centre, '2025-02-10', 201, 10)] });
    expect(answer.json().warnings).toEqual([
      {
        field: 'entries.0.quantities.0.collectedKg',
        code: 'OUTSIDE_HISTORY',
        message: "Collected PET_HARD is more than 10 times the median of the centre's last 3 records (20 kg): expected 2 to 200 kg.",
        low: 2,
        high: 200,
      },
    ]);
    // Over ten days the same rate reads ten times larger.
    const tenDays = rangeEntry(centre, '2025-03-01', '2025-03-10', {
      quantities: [{ materialId: 'PET_HARD', collectedKg: 19, soldKg: 0, rejectedKg: 0 }],
    });
    expect((await check({ entries: [tenDays] })).json().warnings).toEqual([expect.objectContaining({ low: 20, high: 2_000 })]);
  });

  it('refuses a physically impossible figure with 400 naming it, and another authority’s centre with 404 before any warning', async () => {
    const impossible = await save({ entries: [day(centre, '2025-04-01', 10), day(centre, '2025-04-02', 10, 2e9)] });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'body.entries.1.quantities.1.collectedKg', message: expect.stringMatching(/^Collected PAPER is 2,000,000 t a day/) },
      ],
    });
    const otherCentre = await registerCentre(app(), tokens.superAdmin, 'Elsewhere', {}, await otherAuthorityId(app()));
    for (const answer of [
      await check({ entries: [day(otherCentre, '2025-04-01', 1e6)] }),
      await save({ entries: [day(otherCentre, '2025-04-01', 1e6)] }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(`Sampath Piyasa centre ${otherCentre} not found`);
    }
  });
});
