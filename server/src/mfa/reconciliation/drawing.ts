import type { DrawnFlow } from '../sankey-svg';
import type { NodeId } from '../types';
import type { Reconciliation } from './solver';
import { HOUSEHOLDS } from './uncertainty';

/** A figure's 95 % range: value +- 1.96 sd, not below zero; null when it has no sd. */
export function range95(value: number, sd: number | null): [number, number] | null {
  return sd === null ? null : [Math.max(0, value - 1.96 * sd), value + 1.96 * sd];
}

/**
 * The reconciled flows as the Sankey draws them (ADR 0244): each at its reconciled value with its 95 % range. The
 * boundary generation enters from (`households`) is left out: the generated node's outflows carry the same mass.
 */
export function reconciledDrawing(reconciliation: Pick<Reconciliation, 'flows'>): DrawnFlow[] {
  return reconciliation.flows
    .filter((flow) => flow.from !== HOUSEHOLDS)
    .map((flow) => {
      const range = range95(flow.reconciled, flow.reconciledSd);
      return { source: flow.from as NodeId, target: flow.to as NodeId, kg: flow.reconciled, ...(range ? { range } : {}) };
    });
}
