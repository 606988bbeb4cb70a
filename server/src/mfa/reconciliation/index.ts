import type { MfaResult } from '../types';
import { reconcile, type Reconciliation } from './solver';
import { flowEstimates, sumEstimates, type UncertaintyRules } from './uncertainty';

export * from './drawing';
export * from './solver';
export * from './uncertainty';

/** An authority's or an area's flows reconciled: the authorities' estimates summed per link, then balanced. */
export function reconcileResults(results: readonly MfaResult[], rules: UncertaintyRules): Reconciliation {
  return reconcile(sumEstimates(results.map((result) => flowEstimates(result, rules))));
}
