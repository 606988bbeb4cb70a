import { computeMfa } from '#mfa/index';
import {
  DEFAULT_UNCERTAINTY_RULES,
  flowEstimates,
  HOUSEHOLDS,
  incidence,
  inputKind,
  reconcileResults,
  relativeSd,
} from '#mfa/reconciliation/index';
import { workedExampleInputs } from '../worked-example';

const rules = DEFAULT_UNCERTAINTY_RULES;

function worstImbalance(flows: readonly { from: string; to: string; reconciled: number }[]): number {
  const { nodes } = incidence(flows);
  const sums = nodes.map((node) =>
    flows.reduce((sum, flow) => sum + (flow.to === node ? flow.reconciled : 0) - (flow.from === node ? flow.reconciled : 0), 0),
  );
  return Math.max(0, ...sums.map(Math.abs));
}

describe('input uncertainty by kind', () => {
  const source = { kind: 'entered' as const, label: 'records', provisional: false };
  it('reads the kind of each input', () => {
    expect(inputKind({ name: 'reportedCollectedKg', value: 1, unit: 'kg', source }, false)).toBe('REPORTED_RECORD');
    expect(inputKind({ name: 'reportedCollectedKg', value: 1, unit: 'kg', source }, true)).toBe('SCALED_PART_YEAR');
    expect(inputKind({ name: 'population', value: 1, unit: 'people', source }, false)).toBe('CENSUS');
    expect(inputKind({ name: 'population', value: 1, unit: 'people', source: { ...source, provisional: true } }, false)).toBe(
      'PROVISIONAL_DEFAULT',
    );
    expect(inputKind({ name: 'generationRate', value: 1, unit: 'kg', source: { ...source, kind: 'default' } }, false)).toBe(
      'PUBLISHED_DEFAULT',
    );
    expect(inputKind({ name: 'days', value: 365, unit: 'days', source }, false)).toBeNull();
  });

  it('takes a leakage factor from the range between the neighbouring levels (MEDIUM: LOW 0.02 to HIGH 0.10)', () => {
    const factor = { name: 'factor.MEDIUM', value: 0.05, unit: 'share', source: { ...source, provisional: true } };
    expect(relativeSd([factor], rules, false)).toBeCloseTo((0.25 * (0.1 - 0.02)) / 0.05, 9);
  });

  it('adds independent inputs in quadrature, each input once', () => {
    const record = { name: 'reportedCollectedKg', value: 1, unit: 'kg', source };
    const rate = { name: 'generationRate', value: 1, unit: 'kg', source: { ...source, kind: 'default' as const } };
    expect(relativeSd([record, rate, record], rules, false)).toBeCloseTo(Math.sqrt(0.1 ** 2 + 0.3 ** 2), 9);
  });
});

describe('reconciling the MFA', () => {
  it('returns a consistent authority unchanged (the engine balances it already)', () => {
    const result = computeMfa(workedExampleInputs());
    const reconciled = reconcileResults([result], rules);
    expect(reconciled.chiSquare).toBeLessThan(1e-6);
    for (const flow of reconciled.flows) expect(flow.reconciled).toBeCloseTo(flow.value, 3);
    expect(reconciled.flows[0]).toMatchObject({ from: HOUSEHOLDS, to: 'generated', value: result.totals.generatedKg });
  });

  it('reconciles a report above the generation estimate: balanced, both moved, the less certain more', () => {
    const inputs = workedExampleInputs();
    // 250 t collected against 182.5 t generated.
    inputs.reported = { ...inputs.reported!, collectedKg: 250_000 };
    const result = computeMfa(inputs);
    expect(result.flags.map((flag) => flag.code)).toContain('COLLECTED_ABOVE_GENERATED');
    const estimates = flowEstimates(result, rules);
    expect(estimates.find((flow) => flow.from === 'generated' && flow.to === 'collection')!.value).toBeCloseTo(250_000, 6);
    expect(estimates.some((flow) => flow.from === 'reported-excess')).toBe(false);
    const reconciled = reconcileResults([result], rules);
    expect(worstImbalance(reconciled.flows)).toBeLessThan(1e-6);
    expect(reconciled.chiSquare).toBeGreaterThan(0);
    const generation = reconciled.flows.find((flow) => flow.from === HOUSEHOLDS)!;
    const collection = reconciled.flows.find((flow) => flow.from === 'generated' && flow.to === 'collection')!;
    expect(generation.reconciled).toBeGreaterThan(generation.value);
    expect(collection.reconciled).toBeLessThan(collection.value);
    // Generation (population, rate and share: defaults) is less certain than the records: it moves more.
    expect(generation.reconciled - generation.value).toBeGreaterThan(collection.value - collection.reconciled);
  });

  it('sums authorities per link with their variances added', () => {
    const one = computeMfa(workedExampleInputs());
    const area = reconcileResults([one, one], rules);
    const single = reconcileResults([one], rules);
    expect(area.flows[0].value).toBeCloseTo(2 * single.flows[0].value, 6);
    expect(area.flows[0].sd!).toBeCloseTo(Math.SQRT2 * single.flows[0].sd!, 6);
  });
});
