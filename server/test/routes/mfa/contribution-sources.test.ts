import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '#paths';
import { authorityPopulation, districtPopulation } from '#routes/mfa/population';
import { nodeImbalances, type Flow } from '#mfa/index';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { rangeEntry, registerCentre, spPost } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';

const YEAR = 2025;
const COLOMBO_MC = 'LG-11001';

/** A return of the demo recycler (Colombo district) that balances: 0 + 1000 = 700 + 150 + 150. */
const recyclerReturn = (month: string, intake: { sourceId: string; kg: number }[]) => ({
  month,
  plasticType: 'HARD',
  openingStockKg: 0,
  closingStockKg: 150,
  intake,
  output: [{ productTypeId: 'HPT-FLK', kg: 700 }],
  rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
});

/**
 * Issue 36: the centres' plastic and the recyclers' returns are contribution sources of the MFA (docs/mfa.md,
 * "Contribution sources"): saving, voiding and correcting them moves the authority's and the nation's results,
 * and the rules keep a kilogram from being counted twice.
 */
describe('contribution sources: Sampath Piyasa centres and recyclers', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, admin: DEMO.admin, recycler: DEMO.recycler });
  const get = async (url: string) => {
    const response = await app().inject({ method: 'GET', url: `/api/v1/mfa${url}`, headers: bearer(tokens.admin) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const authority = () => get(`/mfa-la-summary?year=${YEAR}&localAuthorityId=${COLOMBO_MC}`);
  const nation = () => get(`/mfa-national-summary?year=${YEAR}`);
  const saveReturn = async (body: object) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/recycler/save-recycler-waste-data',
      payload: body,
      headers: bearer(tokens.recycler),
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };
  const flow = (result: { flows: Flow[] }, source: string, target: string) =>
    result.flows.find((f) => f.source === source && f.target === target);

  it("counts a centre entry's plastic (not its paper) in the authority and the nation, with its source, and a void takes it off", async () => {
    const [authorityBefore, nationBefore] = [await authority(), await nation()];
    const centre = await registerCentre(app(), tokens.colombo, 'Contribution Centre');
    // 310 kg of PET brought in, 200 sold, 10 rejected; 62 kg of paper, which is no plastic.
    const saved = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [rangeEntry(centre, '2025-03-01', '2025-03-31')] });
    expect(saved.statusCode).toBe(201);

    const [authorityAfter, nationAfter] = [await authority(), await nation()];
    expect(authorityAfter.totals.recoveredKg - authorityBefore.totals.recoveredKg).toBeCloseTo(310, 6);
    expect(authorityAfter.totals.recycledKg - authorityBefore.totals.recycledKg).toBeCloseTo(200, 6);
    expect(nationAfter.totals.recoveredKg - nationBefore.totals.recoveredKg).toBeCloseTo(310, 6);
    expect(nationAfter.totals.recycledKg - nationBefore.totals.recycledKg).toBeCloseTo(200, 6);
    // The centres' own node, from the generated plastic to sorting, saying where its figure comes from.
    const intake = flow(authorityAfter, 'generated', 'centres')!;
    expect(intake.kg).toBeCloseTo(310, 6);
    expect(intake.inputs[0].source).toMatchObject({ kind: 'entered', provisional: false });
    expect(intake.inputs[0].source.label).toContain("Sampath Piyasa centres' entries for 2025");
    expect(flow(authorityAfter, 'centres', 'sorting')!.kg).toBeCloseTo(310, 6);
    expect(flow(nationAfter, 'centres', 'sorting')!.kg).toBeCloseTo(310, 6);
    expect(authorityAfter.totals.uncollectedKg).toBeCloseTo(authorityBefore.totals.uncollectedKg - 310, 6);
    for (const [, off] of nodeImbalances(authorityAfter.flows)) expect(Math.abs(off)).toBeLessThan(1e-6);
    // Another year does not move.
    expect((await get(`/mfa-la-summary?year=2024&localAuthorityId=${COLOMBO_MC}`)).flows.some((f: Flow) => f.source === 'centres')).toBe(
      false,
    );

    // A void (a completed correction) takes it off again.
    const entryId = saved.json().entries[0].id as string;
    const correction = await spPost(app(), tokens.colombo, '/waste-corrections', {
      recordId: entryId,
      reason: 'Entered twice',
      void: true,
    });
    expect(correction.statusCode).toBe(201);
    const completed = await app().inject({
      method: 'POST',
      url: `/api/v1/requests/${correction.json().id}/complete`,
      headers: bearer(tokens.admin),
    });
    expect(completed.statusCode).toBe(200);
    expect((await authority()).totals.recoveredKg).toBeCloseTo(authorityBefore.totals.recoveredKg, 6);
    expect((await nation()).totals.recycledKg).toBeCloseTo(nationBefore.totals.recycledKg, 6);
  });

  it("counts a recycler's intake from collectors, shared by population in its district, and never its intake from authorities, centres or imports", async () => {
    const [authorityBefore, nationBefore] = [await authority(), await nation()];
    // Only intake another part of the flow counts already, or that no authority generated: nothing moves.
    await saveReturn(
      recyclerReturn('2025-02', [
        { sourceId: 'SRC-LA', kg: 500 },
        { sourceId: 'SRC-SP', kg: 300 },
        { sourceId: 'SRC-IMP', kg: 200 },
      ]),
    );
    expect((await nation()).totals.recoveredKg).toBeCloseTo(nationBefore.totals.recoveredKg, 6);

    // 400 kg from collectors and middlemen: recovered outside the collection; the yield 700 / 850 of it recycled.
    await saveReturn(
      recyclerReturn('2025-04', [
        { sourceId: 'SRC-LA', kg: 600 },
        { sourceId: 'SRC-CM', kg: 400 },
      ]),
    );
    const [authorityAfter, nationAfter] = [await authority(), await nation()];
    expect(nationAfter.totals.recoveredKg - nationBefore.totals.recoveredKg).toBeCloseTo(400, 6);
    // The year's yield: 1,400 kg out of 1,700 kg that left the plant in its two returns.
    expect(nationAfter.totals.recycledKg - nationBefore.totals.recycledKg).toBeCloseTo((400 * 1400) / 1700, 6);
    const share = authorityPopulation().get(COLOMBO_MC)! / districtPopulation().get('LK-11')!;
    expect(authorityAfter.totals.recoveredKg - authorityBefore.totals.recoveredKg).toBeCloseTo(400 * share, 6);
    const intake = flow(authorityAfter, 'generated', 'recyclers')!;
    expect(intake.kg).toBeCloseTo(400 * share, 6);
    expect(intake.inputs[0].source).toMatchObject({ kind: 'estimated', provisional: false });
    expect(intake.inputs[0].source.label).toContain('shared among the district');
    expect(flow(nationAfter, 'recyclers', 'sorting')!.kg).toBeCloseTo(400, 6);
    for (const [, off] of nodeImbalances(nationAfter.flows)) expect(Math.abs(off)).toBeLessThan(1e-3);
  });
});

describe("each authority's Census 2024 population", () => {
  const app = useTestApp();
  const tokens = useTokens(app, { admin: DEMO.admin, superAdmin: DEMO.superAdmin });
  const get = async (url: string, token = tokens.admin) =>
    (await app().inject({ method: 'GET', url: `/api/v1/mfa${url}`, headers: bearer(token) })).json();

  it('gives Colombo MC its own population, not provisional, and keeps districts and the nation at the census', async () => {
    // Census 2024: the Colombo DSD and Colombo MC's share of Thimbirigasyaya (reference-data/population/README.md).
    expect((await get(`/mfa-la-summary?year=${YEAR}&localAuthorityId=${COLOMBO_MC}`)).rates.population).toBe(509_207);
    const inputs = await get(`/get-mfa-data-inputs?year=${YEAR}&localAuthorityId=${COLOMBO_MC}`, tokens.superAdmin);
    expect(inputs.parameters.find((p: { key: string }) => p.key === 'population')).toMatchObject({
      value: 509_207,
      source: { kind: 'estimated', provisional: false },
    });

    const byDistrict = new Map<string, number>();
    const [header, ...rows] = readFileSync(path.join(REFERENCE_DATA_DIR, 'population/authority-population-2024.tsv'), 'utf8')
      .trim()
      .split('\n');
    expect(header).toBe('la_id\tdistrict_id\tpopulation\tmethod');
    for (const row of rows) {
      const [, district, population] = row.split('\t');
      byDistrict.set(district, (byDistrict.get(district) ?? 0) + Number(population));
    }
    expect(authorityPopulation().size).toBe(341);
    for (const [district, total] of districtPopulation())
      if (district.length === 5) expect({ district, total: byDistrict.get(district) }).toEqual({ district, total });
    expect((await get(`/mfa-national-summary?year=${YEAR}`)).rates.population).toBe(21_781_800);
  });
});
