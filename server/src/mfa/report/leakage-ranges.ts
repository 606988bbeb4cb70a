import { DEFAULT_LEVEL_FACTORS } from '../defaults';
import { FATES, LEAKAGE_LEVELS, STAGES, type FateSplit, type MfaResult, type Stage } from '../types';

export interface StageRange {
  stage: Stage;
  byFate: FateSplit;
  totalKg: number;
  /** The stage's leakage (households' burning of uncollected plastic excepted) at the level below and above each authority's own. */
  lowKg: number;
  highKg: number;
}

const ZERO = (): FateSplit => ({ land: 0, water: 0, drains: 0, burning: 0 });

/**
 * Leakage by stage and fate with the range it takes between the neighbouring levels: the WFD's guidance says
 * its results swing with the level, so each authority's leakage at a stage is also computed at the level
 * below and the level above its own (NONE and VERY_HIGH are the ends) and summed. The uncollected stage's
 * households' burning does not depend on the level and is left out of its range.
 */
export function leakageRanges(results: readonly MfaResult[]): StageRange[] {
  const sums = new Map<Stage, StageRange>(STAGES.map((stage) => [stage, { stage, byFate: ZERO(), totalKg: 0, lowKg: 0, highKg: 0 }]));
  for (const result of results) {
    for (const leak of result.leakage) {
      const sum = sums.get(leak.stage)!;
      for (const fate of FATES) sum.byFate[fate] += leak.byFate[fate];
      sum.totalKg += leak.totalKg;
      const byLevel = leak.stage === 'uncollected' ? leak.byFate.land + leak.byFate.water + leak.byFate.drains : leak.totalKg;
      const index = leak.level === null ? -1 : LEAKAGE_LEVELS.indexOf(leak.level);
      const fixed = leak.totalKg - byLevel;
      const factor = index >= 0 ? DEFAULT_LEVEL_FACTORS[LEAKAGE_LEVELS[index]] : leak.factor;
      const at = (level: number) => {
        if (index < 0) return byLevel;
        const neighbour = DEFAULT_LEVEL_FACTORS[LEAKAGE_LEVELS[Math.min(Math.max(level, 0), LEAKAGE_LEVELS.length - 1)]];
        // At NONE the stage leaked nothing: its reach at another level is its throughput times that level's factor.
        return factor > 0 ? (byLevel * neighbour) / factor : leak.throughputKg * neighbour;
      };
      sum.lowKg += fixed + Math.min(at(index - 1), byLevel);
      sum.highKg += fixed + Math.max(at(index + 1), byLevel);
    }
  }
  return [...sums.values()];
}
