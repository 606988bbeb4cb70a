/**
 * Whether a change of an MFA total is better or worse for the environment: more collected or recycled is better,
 * more leaked or burned worse. Generated and controlled disposal are neither (disposal may rise from leakage
 * avoided or from recycling lost), so they stay neutral. The what-if and the admin's request drawer judge alike.
 */
const BETTER_WHEN: Record<string, 'up' | 'down'> = { collectedKg: 'up', recycledKg: 'up', leakedKg: 'down', burnedKg: 'down' };

export type Trend = 'better' | 'worse' | 'neutral';

export function totalTrend(total: string, change: number): Trend {
  const better = BETTER_WHEN[total];
  if (!better || change === 0) return 'neutral';
  return change > 0 === (better === 'up') ? 'better' : 'worse';
}
