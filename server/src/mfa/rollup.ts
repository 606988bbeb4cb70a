import { FATES, STAGES, type Flag, type Flow, type MfaResult, type StageLeakage, type Totals } from './types';

export interface AuthorityResult {
  localAuthorityId: string;
  result: MfaResult;
}

export interface RollUp extends MfaResult {
  authorities: number;
  authoritiesWithData: number;
  estimatedAuthorityIds: string[];
}

const ZERO_TOTALS: Totals = {
  generatedKg: 0,
  generatedHardKg: 0,
  generatedSoftKg: 0,
  collectedKg: 0,
  uncollectedKg: 0,
  recoveredKg: 0,
  recycledKg: 0,
  disposedKg: 0,
  leakedKg: 0,
  burnedKg: 0,
  keptOnSiteKg: 0,
};

/**
 * District, province or nation: sums of the authorities' flows and totals (never of their rates), with
 * how many authorities had data for the year and which were estimated.
 */
export function rollUp(year: number, parts: readonly AuthorityResult[]): RollUp {
  const totals = { ...ZERO_TOTALS };
  const flowsByLink = new Map<string, Flow>();
  const flags: Flag[] = [];
  const leakage = new Map<string, StageLeakage>(
    STAGES.map((stage) => [
      stage,
      {
        stage,
        level: null,
        throughputKg: 0,
        factor: 0,
        byFate: { land: 0, water: 0, drains: 0, burning: 0 },
        totalKg: 0,
        lowKg: 0,
        highKg: 0,
      },
    ]),
  );
  const estimatedAuthorityIds: string[] = [];
  let population = 0;

  for (const { localAuthorityId, result } of parts) {
    population += result.population;
    for (const key of Object.keys(totals) as (keyof Totals)[]) totals[key] += result.totals[key];
    for (const flow of result.flows) {
      const link = `${flow.source}>${flow.target}`;
      const sum = flowsByLink.get(link);
      if (sum) sum.kg += flow.kg;
      else
        flowsByLink.set(link, {
          source: flow.source,
          target: flow.target,
          kg: flow.kg,
          formula: `sum over authorities of: ${flow.formula}`,
          inputs: [],
        });
    }
    for (const flag of result.flags)
      if (flag.code !== 'NO_DATA' && flag.code !== 'PROVISIONAL_DEFAULTS') flags.push({ ...flag, localAuthorityId });
    for (const stage of result.leakage) {
      const sum = leakage.get(stage.stage)!;
      sum.throughputKg += stage.throughputKg;
      sum.totalKg += stage.totalKg;
      sum.lowKg += stage.lowKg;
      sum.highKg += stage.highKg;
      for (const fate of FATES) sum.byFate[fate] += stage.byFate[fate];
    }
    if (result.estimated) estimatedAuthorityIds.push(localAuthorityId);
  }
  for (const stage of leakage.values()) stage.factor = stage.throughputKg > 0 ? stage.totalKg / stage.throughputKg : 0;
  const estimated = estimatedAuthorityIds.length;
  if (estimated > 0) {
    flags.unshift({
      code: 'NO_DATA',
      message: `${estimated} of ${parts.length} authorities have no waste data for ${year}; their figures are estimated from defaults.`,
      check: 'Ask these authorities to enter their waste data.',
    });
  }
  return {
    year,
    population,
    totals,
    flows: [...flowsByLink.values()],
    flags,
    leakage: [...leakage.values()],
    estimated: estimated === parts.length,
    reported: null,
    authorities: parts.length,
    authoritiesWithData: parts.length - estimated,
    estimatedAuthorityIds,
  };
}
