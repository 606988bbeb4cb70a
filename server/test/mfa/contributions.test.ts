import { computeMfa, nodeImbalances, type Contribution, type Provenance } from '#mfa/index';
import { workedExampleInputs } from '#test/mfa/worked-example';

const CENTRES: Provenance = { kind: 'entered', label: "Sampath Piyasa centres' entries", provisional: false };
const RECYCLERS: Provenance = { kind: 'estimated', label: "Recyclers' returns", provisional: false };

/** The worked example of docs/mfa.md with these contributions. */
const withContributions = (contributions: Contribution[]) => computeMfa({ ...workedExampleInputs(), contributions });
const kgOf = (result: ReturnType<typeof computeMfa>, source: string, target: string) =>
  result.flows.find((flow) => flow.source === source && flow.target === target)?.kg ?? 0;

/** docs/mfa.md, "Contribution sources": recovery outside the authority's collection, worked on paper. */
describe('contributions recovered outside the collection (centres, recyclers)', () => {
  const plain = computeMfa(workedExampleInputs());

  it('takes them from the uncollected plastic through their own node to sorting, with their source', () => {
    const result = withContributions([
      { stage: 'recovered', via: 'centres', kg: 3_000, source: CENTRES },
      { stage: 'recycled', kg: 2_000, source: CENTRES },
      { stage: 'recovered', via: 'recyclers', kg: 1_000, source: RECYCLERS },
      { stage: 'recycled', kg: 800, source: RECYCLERS },
    ]);
    // Uncollected 82,500 - 3,000 - 1,000 = 78,500; collection and transport as before.
    expect(result.totals.uncollectedKg).toBeCloseTo(78_500, 6);
    expect(result.totals.collectedKg).toBe(plain.totals.collectedKg);
    expect(kgOf(result, 'generated', 'centres')).toBe(3_000);
    expect(kgOf(result, 'centres', 'sorting')).toBe(3_000);
    expect(kgOf(result, 'generated', 'recyclers')).toBe(1_000);
    expect(kgOf(result, 'transport', 'sorting')).toBe(kgOf(plain, 'transport', 'sorting'));
    // Sorting: 20,000 + 4,000 in, 5 % leaks (1,200), 12,800 recycled, rejects 10,000 to disposal.
    expect(result.totals.recoveredKg).toBe(24_000);
    expect(result.totals.recycledKg).toBe(12_800);
    expect(result.leakage.find((stage) => stage.stage === 'sorting')!.throughputKg).toBe(24_000);
    expect(kgOf(result, 'sorting', 'disposal')).toBeCloseTo(24_000 - 1_200 - 12_800, 6);
    expect(result.flows.find((flow) => flow.target === 'centres')!.inputs[0].source).toBe(CENTRES);
    expect(result.flows.find((flow) => flow.target === 'recyclers')!.inputs[0].source).toBe(RECYCLERS);
    for (const [, off] of nodeImbalances(result.flows)) expect(Math.abs(off)).toBeLessThan(1e-9);
    const sinks = ['recycled', 'controlled-disposal', 'kept-on-site', 'land', 'water', 'drains', 'burning'];
    const intoSinks = result.flows.filter((flow) => sinks.includes(flow.target)).reduce((sum, flow) => sum + flow.kg, 0);
    expect(intoSinks).toBeCloseTo(result.totals.generatedKg, 6);
    expect(result.flags.map((flag) => flag.code)).not.toContain('COLLECTED_ABOVE_GENERATED');
  });

  it('keeps intake above the uncollected plastic, entering from reported-excess, and says what to check', () => {
    // 82,500 kg were left uncollected; the centres report 90,000.
    const result = withContributions([{ stage: 'recovered', via: 'centres', kg: 90_000, source: CENTRES }]);
    expect(kgOf(result, 'generated', 'centres')).toBeCloseTo(82_500, 6);
    expect(kgOf(result, 'reported-excess', 'centres')).toBeCloseTo(7_500, 6);
    expect(kgOf(result, 'generated', 'uncollected')).toBe(0);
    expect(result.totals.recoveredKg).toBe(110_000);
    expect(result.flags.find((flag) => flag.code === 'COLLECTED_ABOVE_GENERATED')!.check).toContain("centres' entries");
    for (const [, off] of nodeImbalances(result.flows)) expect(Math.abs(off)).toBeLessThan(1e-9);
  });

  it('still takes recovery without a node from the delivered collection, as before', () => {
    const result = withContributions([{ stage: 'recovered', kg: 5_000, source: CENTRES }]);
    expect(kgOf(result, 'transport', 'sorting')).toBe(25_000);
    expect(result.totals.uncollectedKg).toBe(plain.totals.uncollectedKg);
  });
});
