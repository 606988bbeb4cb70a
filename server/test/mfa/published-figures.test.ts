import { buildInputs, computeMfa, rollUp } from '#mfa/index';
import { authoritySdg, sumSdg } from '#mfa/sdg/indicator';
import { JAMBECK_2015, jambeckMismanagedTonnes, MEIJER_2021, plausibilityChecks, WHAT_A_WASTE_2 } from '#mfa/sdg/published';

/**
 * The engine held to published figures (issue 36):
 * - Jambeck et al. 2015, Science 347:768, table S1, Sri Lanka 2010: coastal population 14,568,174; 5.1 kg of waste a
 *   person a day; 7 % plastic; 82 % inadequately managed, plus the 2 % littering the paper adds for every country:
 *   1,591,179 t of mismanaged plastic (https://doi.org/10.1126/science.1260352).
 * - Meijer et al. 2021, Science Advances 7(18): 9,654 t a year of plastic from Sri Lanka to the ocean.
 * - World Bank What a Waste 2.0 (2018): 2,631,650 t of MSW a year, 7 % plastic.
 */
describe('published figures', () => {
  it("reproduces Jambeck et al. 2015's Sri Lanka row by the same arithmetic (within the rounding of its shares)", () => {
    const tonnes = jambeckMismanagedTonnes(JAMBECK_2015);
    // 14,568,174 x 5.1 x 365 / 1000 x 0.07 x (0.82 + 0.02) = 1,594,577 t; the table's 5.1 and 7 % are rounded.
    expect(tonnes).toBeCloseTo(1_594_577, -1);
    expect(Math.abs(tonnes / JAMBECK_2015.mismanagedTonnes - 1)).toBeLessThan(0.005);
  });

  const facts = { councilType: 'MC', districtPopulation: 2_374_461, authoritiesInDistrict: 13 };
  const nationOf = (populationEach: number, count: number, reported: boolean) =>
    rollUp(
      2025,
      Array.from({ length: count }, (_, index) => ({
        localAuthorityId: `LG-${index}`,
        result: computeMfa(
          buildInputs(
            2025,
            { ...facts, localAuthorityId: `LG-${index}` },
            [{ key: 'population', value: populationEach, source: { kind: 'entered', label: 'test', provisional: false } }],
            reported
              ? {
                  coveredDays: 365,
                  collectedKg: 1_000_000,
                  recoveredKg: 100_000,
                  recycledKg: 50_000,
                  rejectedKg: 0,
                  discardedKg: 0,
                  records: 12,
                }
              : null,
          ),
        ),
      })),
    );

  it('puts a nation of 22 million people at the defaults within the published bounds and says so', () => {
    // 22.0 million people (Census 2024: 21.76 million) in 340 authorities, none reporting.
    const nation = nationOf(22_000_000 / 340, 340, false);
    const perAuthority = nation.estimatedAuthorityIds.length;
    expect(perAuthority).toBe(340);
    const msw = nation.totals.generatedKg / 1000 / 0.0974;
    const checks = plausibilityChecks({
      mswGeneratedTonnes: msw,
      plasticGeneratedTonnes: nation.totals.generatedKg / 1000,
      mismanagedTonnes: (nation.totals.leakedKg + nation.totals.burnedKg) / 1000,
      toWaterTonnes: nation.leakage.reduce((sum, stage) => sum + stage.byFate.water, 0) / 1000,
    });
    const byKey = Object.fromEntries(checks.map((check) => [check.key, check]));
    expect(byKey.mswGenerated.publishedTonnes).toBe(WHAT_A_WASTE_2.mswTonnesPerYear);
    expect(byKey.plasticGenerated.publishedTonnes).toBeCloseTo(2_631_650 * 0.07, 6);
    expect(byKey.mismanaged.publishedTonnes).toBe(1_591_179);
    expect(byKey.toWater.publishedTonnes).toBe(MEIJER_2021.oceanTonnesPerYear);
    // MSW at the CEA rates (0.75 kg a person a day for an MC) is of the World Bank's order, and the plastic too.
    expect(byKey.mswGenerated.plausible).toBe(true);
    expect(byKey.plasticGenerated.plausible).toBe(true);
    // Jambeck's coastal 5.1 kg a day of all waste bounds what this product counts as leaked and burned.
    expect(byKey.mismanaged.plausible).toBe(true);
    expect(byKey.mismanaged.productTonnes).toBeLessThan(JAMBECK_2015.mismanagedTonnes);
  });

  it('makes SDG 11.6.1 of MSW: generation = population x rate x days; ratios of sums, not sums of ratios', () => {
    const reporting = computeMfa(
      buildInputs(2025, { ...facts, localAuthorityId: 'LG-1' }, [], {
        coveredDays: 365,
        collectedKg: 2_000_000,
        recoveredKg: 200_000,
        recycledKg: 100_000,
        rejectedKg: 0,
        discardedKg: 0,
        records: 12,
      }),
    );
    const silent = computeMfa(buildInputs(2025, { ...facts, localAuthorityId: 'LG-2' }, [], null));
    const one = authoritySdg(reporting);
    const population = Math.round(2_374_461 / 13);
    expect(one.generated.tonnes).toBeCloseTo((population * 0.75 * 365) / 1000, 3);
    expect(one.collected.tonnes).toBeCloseTo(2_000_000 / 0.188 / (0.4575 + 0.0606) / 1000, 3);
    expect(one.collected.kind).toBe('derived');
    expect(one.collectionRate.value).toBeCloseTo(one.collected.tonnes / one.generated.tonnes, 9);
    const other = authoritySdg(silent);
    expect(other.collected.kind).toBe('estimated');
    expect(other.collectionRate.value).toBeCloseTo(0.205, 9);
    const both = sumSdg([one, other]);
    expect(both.collected).toMatchObject({ kind: 'derived', authorities: { reported: 0, derived: 1, estimated: 1 } });
    expect(both.controlledRate.value).toBeCloseTo(
      (one.controlled.tonnes + other.controlled.tonnes) / (one.generated.tonnes + other.generated.tonnes),
      9,
    );
    expect(both.controlledRate.value).toBeGreaterThan(0);
    expect(both.controlledRate.value!).toBeLessThan(both.collectionRate.value!);
  });

  it("gives each stage's leakage a range between the neighbouring levels that holds the leakage itself", () => {
    const nation = nationOf(100_000, 3, true);
    const results = Array.from({ length: 3 }, () => computeMfa(buildInputs(2025, { ...facts, localAuthorityId: 'LG-1' }, [], null)));
    const parts = results.map((result, index) => ({ localAuthorityId: `LG-${index}`, result }));
    for (const range of rollUp(2025, parts).leakage) {
      expect(range.lowKg).toBeLessThanOrEqual(range.totalKg + 1e-6);
      expect(range.highKg).toBeGreaterThanOrEqual(range.totalKg - 1e-6);
      if (range.stage !== 'uncollected') {
        // MEDIUM (5 %) between LOW (2 %) and HIGH (10 %).
        expect(range.lowKg).toBeCloseTo(range.totalKg * 0.4, 3);
        expect(range.highKg).toBeCloseTo(range.totalKg * 2, 3);
      }
    }
    expect(nation.authoritiesWithData).toBe(3);
  });
});
