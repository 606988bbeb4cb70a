import fc from 'fast-check';
import { incidence, reconcile, type FlowEstimate } from '#mfa/reconciliation/solver';

/**
 * Narasimhan & Jordache (2000), the heat exchanger with bypass: splitter (1 -> 2 + 3), exchanger (2 -> 4),
 * valve (3 -> 5), mixer (4 + 5 -> 6); measurements with standard deviation 1.
 */
const benchmark = (values: number[]): FlowEstimate[] =>
  [
    ['feed', 'splitter'],
    ['splitter', 'exchanger'],
    ['splitter', 'valve'],
    ['exchanger', 'mixer'],
    ['valve', 'mixer'],
    ['mixer', 'product'],
  ].map(([from, to], j) => ({ from, to, value: values[j], sd: 1 }));
const MEASURED = [101.91, 64.45, 34.65, 64.2, 36.44, 98.88];

/** Largest node imbalance of the reconciled values. */
function worstImbalance(flows: readonly { from: string; to: string; reconciled: number }[]): number {
  const { nodes } = incidence(flows);
  return Math.max(
    0,
    ...nodes.map((node) =>
      Math.abs(flows.reduce((sum, flow) => sum + (flow.to === node ? flow.reconciled : 0) - (flow.from === node ? flow.reconciled : 0), 0)),
    ),
  );
}

describe('reconcile: the Narasimhan & Jordache benchmark', () => {
  it('gives the book values, sd 0.577 and the global statistic 6.41 with no gross error', () => {
    const result = reconcile(benchmark(MEASURED));
    expect(result.flows.map((flow) => Number(flow.reconciled.toFixed(2)))).toEqual([100.22, 64.5, 35.72, 64.5, 35.72, 100.22]);
    for (const flow of result.flows) expect(flow.reconciledSd).toBeCloseTo(0.577, 3);
    expect(result.chiSquare).toBeCloseTo(6.41, 2);
    expect(result.degreesOfFreedom).toBe(4);
    expect(result.pValue).toBeCloseTo(0.171, 3);
    expect(result.flows.some((flow) => flow.grossError.flagged)).toBe(false);
    expect(result.critical).toBeCloseTo(2.63, 2);
  });

  it('with +9 on flow 2: statistic 59.5, flow 2 flagged at 7.29 > 2.63', () => {
    const values = [...MEASURED];
    values[1] += 9;
    const result = reconcile(benchmark(values));
    expect(result.chiSquare).toBeCloseTo(59.5, 1);
    expect(result.pValue!).toBeLessThan(1e-10);
    expect(result.flows[1].grossError.statistic).toBeCloseTo(7.29, 2);
    expect(result.critical!).toBeCloseTo(2.63, 2);
    expect(result.flows.map((flow) => flow.grossError.flagged)).toEqual([false, true, false, false, false, false]);
    expect(result.flows[1].grossError.oneOf).toEqual([]);
  });
});

describe('reconcile: a single balance', () => {
  it('splits the difference by the variances and cannot tell which flow is wrong', () => {
    const result = reconcile([
      { from: 'in', to: 'node', value: 100, sd: 5 },
      { from: 'node', to: 'out', value: 130, sd: 5 },
    ]);
    expect(result.flows.map((flow) => flow.reconciled)).toEqual([115, 115].map((value) => expect.closeTo(value, 9)));
    expect(result.flows[0].reconciledSd).toBeCloseTo(5 / Math.SQRT2, 9);
    expect(result.chiSquare).toBeCloseTo(900 / 50, 9);
    expect(result.degreesOfFreedom).toBe(1);
    // Both statistics are 30 / sqrt(50): either flow may hold the error.
    expect(result.flows.map((flow) => flow.grossError.flagged)).toEqual([true, true]);
    expect(result.flows[0].grossError.oneOf).toEqual([1]);
    expect(result.flows[1].grossError.oneOf).toEqual([0]);
  });

  it('moves only the uncertain flow when the other is exact', () => {
    const result = reconcile([
      { from: 'in', to: 'node', value: 100, sd: 0 },
      { from: 'node', to: 'out', value: 90, sd: 10 },
    ]);
    expect(result.flows.map((flow) => flow.reconciled)).toEqual([100, expect.closeTo(100, 9)]);
    expect(result.flows[1].reconciledSd).toBeCloseTo(0, 9);
  });

  it('says it is not over-determined and propagates the uncertainty to an unmeasured flow', () => {
    const result = reconcile([
      { from: 'in', to: 'node', value: 100, sd: 3 },
      { from: 'node', to: 'a', value: 60, sd: 4 },
      { from: 'node', to: 'b', value: 0, sd: null },
    ]);
    expect(result.overDetermined).toBe(false);
    expect(result.degreesOfFreedom).toBe(0);
    expect(result.pValue).toBeNull();
    expect(result.flows[2].reconciled).toBeCloseTo(40, 9);
    expect(result.flows[2].reconciledSd).toBeCloseTo(5, 9);
    expect(result.flows[0].reconciled).toBe(100);
  });
});

/** Random networks: a chain of nodes with side flows, the estimates perturbed around balanced true values. */
const network = fc
  .record({
    chain: fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 2, maxLength: 6 }),
    relativeSds: fc.array(fc.double({ min: 0.01, max: 0.5, noNaN: true }), { minLength: 12, maxLength: 12 }),
    noise: fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 12, maxLength: 12 }),
  })
  .map(({ chain, relativeSds, noise }) => {
    // Node k receives the chain flow and a side inflow, and passes everything on: balanced by construction.
    const balanced: FlowEstimate[] = [];
    let carried = chain[0];
    balanced.push({ from: 'source', to: 'n0', value: carried, sd: carried * relativeSds[0] });
    chain.slice(1).forEach((side, k) => {
      balanced.push({ from: `side${k}`, to: `n${k}`, value: side, sd: side * relativeSds[k + 1] });
      carried += side;
      balanced.push({ from: `n${k}`, to: `n${k + 1}`, value: carried, sd: carried * relativeSds[(k + 6) % 12] });
    });
    const perturbed = balanced.map((flow, j) => ({ ...flow, value: flow.value * (1 + noise[j % 12]) }));
    return { balanced, perturbed };
  });

describe('reconcile: properties', () => {
  it('balances every node to rounding', () => {
    fc.assert(
      fc.property(network, ({ perturbed }) => {
        const result = reconcile(perturbed);
        const scale = Math.max(...perturbed.map((flow) => flow.value));
        expect(worstImbalance(result.flows)).toBeLessThan(1e-9 * scale);
      }),
    );
  });

  it('returns a consistent input unchanged with a zero statistic', () => {
    fc.assert(
      fc.property(network, ({ balanced }) => {
        const result = reconcile(balanced);
        result.flows.forEach((flow, j) => expect(flow.reconciled).toBeCloseTo(balanced[j].value, 6));
        expect(result.chiSquare).toBeLessThan(1e-9);
      }),
    );
  });

  it('moves the less certain of two flows more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (inflow, outflow, sdIn, sdOut) => {
          fc.pre(Math.abs(inflow - outflow) > 1e-6);
          const [a, b] = reconcile([
            { from: 'in', to: 'node', value: inflow, sd: sdIn },
            { from: 'node', to: 'out', value: outflow, sd: sdOut },
          ]).flows;
          const movedIn = Math.abs(a.reconciled - inflow);
          const movedOut = Math.abs(b.reconciled - outflow);
          if (sdIn > sdOut * 1.001) expect(movedIn).toBeGreaterThan(movedOut);
          if (sdOut > sdIn * 1.001) expect(movedOut).toBeGreaterThan(movedIn);
        },
      ),
    );
  });
});
