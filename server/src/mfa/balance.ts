import { DIRECT_RECOVERY, type Flow, type NodeId } from './types';

/** The nodes that are neither a source nor a sink of the diagram. */
const INTERMEDIATE_NODES: readonly NodeId[] = ['collection', 'uncollected', 'transport', 'sorting', 'disposal', ...DIRECT_RECOVERY];

/** kg in minus kg out of every intermediate node; zero when mass balances. */
export function nodeImbalances(flows: readonly Flow[]): Map<NodeId, number> {
  const imbalances = new Map<NodeId, number>(INTERMEDIATE_NODES.map((node) => [node, 0]));
  for (const flow of flows) {
    if (imbalances.has(flow.target)) imbalances.set(flow.target, imbalances.get(flow.target)! + flow.kg);
    if (imbalances.has(flow.source)) imbalances.set(flow.source, imbalances.get(flow.source)! - flow.kg);
  }
  return imbalances;
}
