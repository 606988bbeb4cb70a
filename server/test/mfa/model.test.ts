import fc from 'fast-check';
import { buildInputs, computeMfa, LEAKAGE_LEVELS, nodeImbalances, rollUp, STAGES, type Flow } from '#mfa/index';
import { workedExampleInputs } from './worked-example';

const link = (flows: Flow[], source: string, target: string) =>
  flows.find((flow) => flow.source === source && flow.target === target)?.kg ?? 0;

describe('the MFA model on the worked example of docs/mfa.md', () => {
  const result = computeMfa(workedExampleInputs());

  it('gives the totals worked on paper', () => {
    expect(result.totals).toEqual({
      generatedKg: 182_500,
      generatedHardKg: 36_500,
      generatedSoftKg: 146_000,
      collectedKg: 100_000,
      uncollectedKg: 82_500,
      recoveredKg: 20_000,
      recycledKg: 10_000,
      disposedKg: expect.closeTo(75_287.5, 6),
      leakedKg: expect.closeTo(14_990, 6),
      burnedKg: expect.closeTo(43_035, 6),
      keptOnSiteKg: expect.closeTo(39_187.5, 6),
    });
    expect(result.estimated).toBe(false);
  });

  it('gives the flows worked on paper', () => {
    const expected: [string, string, number][] = [
      ['generated', 'collection', 100_000],
      ['generated', 'uncollected', 82_500],
      ['collection', 'land', 2_500],
      ['collection', 'water', 500],
      ['collection', 'drains', 2_000],
      ['collection', 'transport', 95_000],
      ['transport', 'land', 2_850],
      ['transport', 'water', 475],
      ['transport', 'drains', 1_425],
      ['transport', 'sorting', 20_000],
      ['transport', 'disposal', 70_250],
      ['sorting', 'land', 600],
      ['sorting', 'water', 100],
      ['sorting', 'drains', 100],
      ['sorting', 'burning', 200],
      ['sorting', 'recycled', 10_000],
      ['sorting', 'disposal', 9_000],
      ['disposal', 'land', 1_585],
      ['disposal', 'water', 792.5],
      ['disposal', 'burning', 1_585],
      ['disposal', 'controlled-disposal', 75_287.5],
      ['uncollected', 'burning', 41_250],
      ['uncollected', 'land', 1_237.5],
      ['uncollected', 'water', 412.5],
      ['uncollected', 'drains', 412.5],
      ['uncollected', 'kept-on-site', 39_187.5],
    ];
    for (const [source, target, kg] of expected)
      expect({ source, target, kg: link(result.flows, source, target) }).toEqual({ source, target, kg: expect.closeTo(kg, 6) });
    expect(result.flows).toHaveLength(expected.length);
  });

  it('says how every flow was computed, down to the source of each input', () => {
    const generation = result.flows.find((flow) => flow.source === 'generated' && flow.target === 'uncollected')!;
    expect(generation.formula).toBe('generated - collected');
    expect(generation.inputs.map((input) => input.name)).toEqual(
      expect.arrayContaining(['population', 'generationRate', 'days', 'plasticShare']),
    );
    const leak = result.flows.find((flow) => flow.source === 'collection' && flow.target === 'land')!;
    expect(leak.inputs.find((input) => input.name === 'factor.MEDIUM')).toMatchObject({ value: 0.05, source: { provisional: true } });
    expect(result.flags.map((flag) => flag.code)).toEqual(['PROVISIONAL_DEFAULTS']);
  });

  it('gives the leakage per stage and fate', () => {
    expect(result.leakage.find((stage) => stage.stage === 'disposal')).toMatchObject({
      level: 'MEDIUM',
      throughputKg: 79_250,
      totalKg: expect.closeTo(3_962.5, 6),
    });
    expect(result.leakage.find((stage) => stage.stage === 'uncollected')).toMatchObject({
      throughputKg: 82_500,
      byFate: { burning: 41_250 },
    });
  });

  it("gives each stage's leakage at the neighbouring levels, households' burning at both ends", () => {
    // MEDIUM (5 %) between LOW (2 %) and HIGH (10 %): the disposal site's 3,962.5 kg ranges 1,585 to 7,925 kg.
    expect(result.leakage.find((stage) => stage.stage === 'disposal')).toMatchObject({
      lowKg: expect.closeTo(1_585, 6),
      highKg: expect.closeTo(7_925, 6),
    });
    // Uncollected: 41,250 kg not burned at home leak 5 % (2,062.5 kg) on top of the 41,250 kg burned.
    expect(result.leakage.find((stage) => stage.stage === 'uncollected')).toMatchObject({
      lowKg: expect.closeTo(41_250 + 825, 6),
      highKg: expect.closeTo(41_250 + 4_125, 6),
    });
  });

  it('keeps the range at the ends of the scale: nothing below NONE, nothing above VERY_HIGH', () => {
    const inputs = workedExampleInputs();
    inputs.levels = {
      ...inputs.levels,
      collection: { ...inputs.levels.collection, level: 'NONE' },
      disposal: { ...inputs.levels.disposal, level: 'VERY_HIGH' },
    };
    const ends = computeMfa(inputs);
    const collection = ends.leakage.find((stage) => stage.stage === 'collection')!;
    expect(collection).toMatchObject({ totalKg: 0, lowKg: 0, highKg: expect.closeTo(100_000 * 0.02, 6) });
    const disposal = ends.leakage.find((stage) => stage.stage === 'disposal')!;
    expect(disposal.highKg).toBeCloseTo(disposal.totalKg, 6);
    expect(disposal.lowKg).toBeCloseTo(disposal.throughputKg * 0.1, 6);
  });
});

describe('the MFA model when the records contradict the estimate', () => {
  it('keeps reported collection above generation, entering from its own source, and says what to check', () => {
    const inputs = workedExampleInputs();
    inputs.reported = { ...inputs.reported!, collectedKg: 200_000 };
    const result = computeMfa(inputs);
    expect(result.totals.collectedKg).toBe(200_000);
    expect(link(result.flows, 'reported-excess', 'collection')).toBeCloseTo(17_500, 6);
    expect(result.flags.map((flag) => flag.code)).toContain('COLLECTED_ABOVE_GENERATED');
  });

  it('flags recycling above recovery and scales a partial year', () => {
    const inputs = workedExampleInputs();
    inputs.reported = { ...inputs.reported!, coveredDays: 73, collectedKg: 20_000, recoveredKg: 4_000, recycledKg: 5_000 };
    const result = computeMfa(inputs);
    expect(result.totals.collectedKg).toBeCloseTo(100_000, 6);
    expect(result.totals.recycledKg).toBeCloseTo(25_000, 6);
    expect(result.flags.map((flag) => flag.code)).toEqual(expect.arrayContaining(['PARTIAL_YEAR', 'RECYCLED_ABOVE_SORTED']));
  });

  it('estimates collection from the default share when there are no records', () => {
    const inputs = workedExampleInputs();
    inputs.reported = null;
    const result = computeMfa(inputs);
    expect(result.estimated).toBe(true);
    expect(result.totals.collectedKg).toBeCloseTo(182_500 * 0.205, 6);
    expect(result.flags[0].code).toBe('NO_DATA');
  });
});

const kg = fc.double({ min: 0, max: 1e9, noNaN: true });
const share = fc.double({ min: 0, max: 1, noNaN: true });
const level = fc.integer({ min: 0, max: LEAKAGE_LEVELS.length - 1 });

describe('mass balance', () => {
  it('closes at every intermediate node, for one authority and for a roll-up, over random inputs', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            population: fc.integer({ min: 0, max: 2_000_000 }),
            rate: fc.double({ min: 0, max: 3, noNaN: true }),
            plasticShare: share,
            burn: share,
            levels: fc.tuple(level, level, level, level, level),
            reported: fc.option(
              fc.record({ coveredDays: fc.integer({ min: 0, max: 365 }), collectedKg: kg, recoveredKg: kg, recycledKg: kg }),
              { nil: null },
            ),
            contribution: fc.option(fc.record({ stage: fc.constantFrom('recovered' as const, 'recycled' as const), kg }), { nil: null }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (authorities) => {
          const parts = authorities.map((a, index) => {
            const source = { kind: 'entered' as const, label: 'test', provisional: false };
            const overrides = [
              { key: 'population', value: a.population, source },
              { key: 'generationRate', value: a.rate, source },
              { key: 'plasticShare', value: a.plasticShare, source },
              { key: 'householdBurnShare', value: a.burn, source },
              ...STAGES.map((stage, i) => ({ key: `level.${stage}`, value: a.levels[i], source })),
            ];
            const reported = a.reported && { ...a.reported, rejectedKg: 0, discardedKg: 0, records: 1 };
            const contributions = a.contribution ? [{ ...a.contribution, source }] : [];
            const inputs = buildInputs(
              2024,
              { localAuthorityId: `LG-0000${index}`, councilType: 'UC', districtPopulation: 1, authoritiesInDistrict: 1 },
              overrides,
              reported,
              contributions,
            );
            return { localAuthorityId: `LG-0000${index}`, result: computeMfa(inputs) };
          });
          for (const { result } of [...parts, { result: rollUp(2024, parts) }]) {
            const scale = Math.max(1, ...result.flows.map((flow) => flow.kg));
            for (const [node, imbalance] of nodeImbalances(result.flows))
              expect({ node, off: Math.abs(imbalance) / scale < 1e-9 }).toEqual({ node, off: true });
            for (const flow of result.flows) expect(flow.kg).toBeGreaterThan(0);
            const sinks =
              result.totals.leakedKg +
              result.totals.burnedKg +
              result.totals.disposedKg +
              result.totals.recycledKg +
              result.totals.keptOnSiteKg;
            const sources = result.flows
              .filter((flow) => flow.source === 'generated' || flow.source === 'reported-excess')
              .reduce((sum, flow) => sum + flow.kg, 0);
            expect(Math.abs(sinks - sources) / scale).toBeLessThan(1e-9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
