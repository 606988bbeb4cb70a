import type { ReconciledFlow } from './useReconciliation';

/** Nodes the card names (the Sankey's nodes and the boundary generation enters from). */
const NODES = new Set([
  'households',
  'generated',
  'centres',
  'recyclers',
  'collection',
  'uncollected',
  'transport',
  'sorting',
  'disposal',
  'recycled',
  'controlled-disposal',
  'kept-on-site',
  'land',
  'water',
  'drains',
  'burning',
]);
const LEAK_SINKS = new Set(['land', 'water', 'drains', 'burning']);

/** The i18n key of a node's name (an unknown node keeps its id). */
export const nodeKey = (node: string) => (NODES.has(node) ? `reconciliation.node.${node}` : null);

/** What to check when a flow is flagged, as an i18n key: the inputs the flow is made of. */
export function checkKey(flow: Pick<ReconciledFlow, 'from' | 'to'>): string {
  if (flow.from === 'households') return 'reconciliation.check.generation';
  if (flow.from === 'generated' && flow.to === 'collection') return 'reconciliation.check.collected';
  if (flow.from === 'generated' && (flow.to === 'centres' || flow.to === 'recyclers')) return 'reconciliation.check.intake';
  if (flow.to === 'sorting') return 'reconciliation.check.recovered';
  if (flow.to === 'recycled') return 'reconciliation.check.recycled';
  if (LEAK_SINKS.has(flow.to)) return 'reconciliation.check.leakage';
  return 'reconciliation.check.derived';
}

/** The 95 % range of a figure: value +- 1.96 sd, not below zero. */
export function range95(value: number, sd: number | null): [number, number] | null {
  if (sd === null) return null;
  return [Math.max(0, value - 1.96 * sd), value + 1.96 * sd];
}

/** Groups of flagged flows: a flow alone, or the flows the test cannot tell apart ("one of these"). */
export function flaggedGroups(flows: readonly ReconciledFlow[]): ReconciledFlow[][] {
  const groups: ReconciledFlow[][] = [];
  const seen = new Set<string>();
  for (const flow of flows) {
    const link = `${flow.from}>${flow.to}`;
    if (!flow.grossError.flagged || seen.has(link)) continue;
    const group = [flow, ...flows.filter((other) => flow.grossError.oneOf.some((one) => one.from === other.from && one.to === other.to))];
    for (const member of group) seen.add(`${member.from}>${member.to}`);
    groups.push(group);
  }
  return groups;
}
