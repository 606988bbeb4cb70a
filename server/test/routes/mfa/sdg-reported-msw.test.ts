import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { insertWaste, range, scoped } from '#test/helpers/waste-data';

const YEAR = 2023;
// 700 t of MSW a day over January to June (181 days), entered on the hard and the soft record of the same days.
const HALF_YEAR_MSW_KG = 181 * 700_000;

/** The optional total MSW collected on an LA waste record (migration 0028, ADR 0213), and SDG 11.6.1 reading it. */
describe('the total MSW an authority reports, and SDG 11.6.1', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, admin: DEMO.admin });
  const get = (url: string, token: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
  const record = (plasticType: string, changes: object = {}) =>
    range(`${YEAR}-01-01`, `${YEAR}-06-30`, {
      plasticType,
      quantityUnit: 'MT_PER_MONTH',
      collectedQuantity: 40,
      recoveredQuantity: 4,
      ...changes,
    });

  it('refuses a negative, an impossible or a non-number MSW figure with a message naming the field', async () => {
    for (const mswCollectedKg of [-1, 1e13, 'lots']) {
      const refused = await insertWaste(app(), tokens.colombo, record('HARD', { mswCollectedKg }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/mswCollectedKg/);
    }
  });

  it('stores the figure (null when not given) and SDG 11.6.1 takes it as reported, counted once a day', async () => {
    const hard = await insertWaste(app(), tokens.colombo, record('HARD', { mswCollectedKg: HALF_YEAR_MSW_KG }));
    expect(hard.statusCode).toBe(201);
    expect(hard.json().mswCollectedKg).toBe(HALF_YEAR_MSW_KG);
    const soft = await insertWaste(app(), tokens.colombo, record('SOFT', { mswCollectedKg: HALF_YEAR_MSW_KG }));
    expect(soft.statusCode).toBe(201);
    const view = await get(scoped(`/waste-view/${hard.json().id}`), tokens.colombo);
    expect(view.json().mswCollectedKg).toBe(HALF_YEAR_MSW_KG);
    const without = await insertWaste(app(), tokens.colombo, range(`${YEAR + 1}-01-01`, `${YEAR + 1}-01-31`));
    expect(without.json().mswCollectedKg).toBeNull();

    const own = (await get(`/api/v1/mfa/sdg-11-6-1?year=${YEAR}&level=AUTHORITY`, tokens.colombo)).json();
    expect(own.collected).toMatchObject({ kind: 'reported', authorities: { reported: 1, derived: 0, estimated: 0 } });
    // 700 t a day over the 181 days covered, scaled to the 365 days of the year; the soft record's copy is not added.
    expect(own.collected.tonnes).toBeCloseTo(700 * 365, 6);
    expect(own.collected.basis).toMatch(/reported/);
    expect(own.collectionRate.value).toBeCloseTo(own.collected.tonnes / own.generated.tonnes, 9);
    // Managed in controlled facilities stays derived from the plastic.
    expect(own.controlled.kind).toBe('derived');

    const district = (await get(`/api/v1/mfa/sdg-11-6-1?year=${YEAR}&level=DISTRICT&id=LK-11`, tokens.admin)).json();
    expect(district.collected.authorities.reported).toBe(1);
    expect(district.collected.kind).toBe('derived');
  });
});
