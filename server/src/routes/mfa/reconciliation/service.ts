import type { Queryable } from '#db/database';
import { reconcileResults } from '#mfa/reconciliation/index';
import type { AuthorityRow } from '../repository';
import { authorityResults } from '../service';
import { findCurrentRules, ruleValues } from '../uncertainty-rules/repository';

/** The authorities' results for the year (cached as the summaries' are) and their flows reconciled under the current rules. */
export async function areaReconciliation(db: Queryable, year: number, authorities: readonly AuthorityRow[]) {
  const [parts, rules] = await Promise.all([authorityResults(db, year, authorities), findCurrentRules(db)]);
  const reconciliation = reconcileResults(
    parts.map((part) => part.result),
    ruleValues(rules),
  );
  return { parts, rules, reconciliation };
}
