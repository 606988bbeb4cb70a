import {
  DEFAULT_COLLECTION_SHARE,
  DEFAULT_FATE_SPLITS,
  DEFAULT_HARD_SHARE,
  DEFAULT_HOUSEHOLD_BURN_SHARE,
  DEFAULT_LEVEL,
  DEFAULT_LEVEL_FACTORS,
  DEFAULT_PLASTIC_SHARE,
  defaultGenerationRate,
  defaultPopulation,
  PROVISIONAL_LEAKAGE,
} from './defaults';
import {
  LEAKAGE_LEVELS,
  STAGES,
  type Contribution,
  type Input,
  type LeakageLevel,
  type MfaInputs,
  type Provenance,
  type ReportedYear,
  type Stage,
} from './types';

/** A value set for an authority (or nationally) that replaces a default. */
export interface ParameterOverride {
  key: string;
  value: number;
  source: Provenance;
}

export interface AuthorityFacts {
  localAuthorityId: string;
  councilType: string;
  districtPopulation: number;
  authoritiesInDistrict: number;
  /** The authority's own Census 2024 population (server/reference-data/population/), when the mapping has it. */
  censusPopulation?: number;
}

export const NUMERIC_PARAMETERS = [
  'population',
  'generationRate',
  'plasticShare',
  'hardShare',
  'defaultCollectionShare',
  'householdBurnShare',
] as const;
export type NumericParameter = (typeof NUMERIC_PARAMETERS)[number];
export const LEVEL_PARAMETERS = STAGES.map((stage) => `level.${stage}` as const);
export type LevelParameter = `level.${Stage}`;
export type ParameterKey = NumericParameter | LevelParameter;
export const PARAMETER_KEYS: readonly ParameterKey[] = [...NUMERIC_PARAMETERS, ...LEVEL_PARAMETERS];

export function daysInYear(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

/**
 * The model's inputs for one authority and year: the defaults, replaced by national overrides, then by the
 * authority's own (later entries of `overrides` win).
 */
export function buildInputs(
  year: number,
  facts: AuthorityFacts,
  overrides: readonly ParameterOverride[],
  reported: ReportedYear | null,
  contributions: Contribution[] = [],
): MfaInputs {
  const byKey = new Map(overrides.map((override) => [override.key, override]));
  const numeric = (base: Input): Input => {
    const override = byKey.get(base.name);
    return override ? { ...base, value: override.value, source: override.source } : base;
  };
  const levels = {} as MfaInputs['levels'];
  for (const stage of STAGES) {
    const override = byKey.get(`level.${stage}`);
    const level = override ? LEAKAGE_LEVELS[override.value] : undefined;
    levels[stage] = level ? { level, source: override!.source } : { level: DEFAULT_LEVEL, source: PROVISIONAL_LEAKAGE };
  }
  const levelFactors = Object.fromEntries(
    LEAKAGE_LEVELS.map((level) => [
      level,
      { name: `factor.${level}`, value: DEFAULT_LEVEL_FACTORS[level], unit: 'share leaked', source: PROVISIONAL_LEAKAGE },
    ]),
  ) as Record<LeakageLevel, Input>;
  const fateSplits = Object.fromEntries(
    STAGES.map((stage) => [stage, { split: DEFAULT_FATE_SPLITS[stage], source: PROVISIONAL_LEAKAGE }]),
  ) as MfaInputs['fateSplits'];
  return {
    year,
    days: {
      name: 'days',
      value: daysInYear(year),
      unit: 'days',
      source: { kind: 'estimated', label: `Days in ${year}`, provisional: false },
    },
    population: numeric(defaultPopulation(facts.districtPopulation, facts.authoritiesInDistrict, facts.censusPopulation)),
    generationRate: numeric(defaultGenerationRate(facts.localAuthorityId, facts.councilType)),
    plasticShare: numeric(DEFAULT_PLASTIC_SHARE),
    hardShare: numeric(DEFAULT_HARD_SHARE),
    defaultCollectionShare: numeric(DEFAULT_COLLECTION_SHARE),
    householdBurnShare: numeric(DEFAULT_HOUSEHOLD_BURN_SHARE),
    levels,
    levelFactors,
    fateSplits,
    reported,
    contributions,
  };
}
