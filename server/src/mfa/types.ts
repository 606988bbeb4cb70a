/** Where a figure comes from, so that every number the MFA answers can say "how was this computed". */
export interface Provenance {
  /** default: a published or provisional default; entered: the authority's records or a super admin's edit; request: a completed change request; estimated: derived by a documented rule. */
  kind: 'default' | 'entered' | 'request' | 'estimated';
  /** Human text: the publication, the records, the rule. */
  label: string;
  url?: string;
  /** True when no published source backs the figure (shown as provisional in the UI). */
  provisional: boolean;
}

export interface Input {
  name: string;
  value: number;
  unit: string;
  source: Provenance;
}

export const LEAKAGE_LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export type LeakageLevel = (typeof LEAKAGE_LEVELS)[number];

/** The WFD stages at which plastic can leak. */
export const STAGES = ['collection', 'transport', 'sorting', 'disposal', 'uncollected'] as const;
export type Stage = (typeof STAGES)[number];

/** Where leaked plastic ends up (WFD fates). */
export const FATES = ['land', 'water', 'drains', 'burning'] as const;
export type Fate = (typeof FATES)[number];

export type FateSplit = Record<Fate, number>;

/** Where plastic recovered outside the authority's own collection comes in (docs/mfa.md, "Contribution sources"). */
export const DIRECT_RECOVERY = ['centres', 'recyclers'] as const;
export type DirectRecovery = (typeof DIRECT_RECOVERY)[number];

/** Plastic reported for the year by another part of the product (Sampath Piyasa centres, recyclers). */
export interface Contribution {
  /** recovered: sent to sorting/recovery on top of the authority's own figure; recycled: leaves sorting as recycled. */
  stage: 'recovered' | 'recycled';
  kg: number;
  source: Provenance;
  /**
   * Recovered plastic that did not travel in the authority's collection: it comes from the generated plastic
   * through its own node (a Sampath Piyasa centre's intake, recyclers' intake from collectors) straight to
   * sorting. Without it, recovered plastic is taken from the collection delivered after transport.
   */
  via?: DirectRecovery;
}

/** What the model needs for one authority and year; every number carries its source. */
export interface MfaInputs {
  year: number;
  days: Input;
  population: Input;
  generationRate: Input;
  plasticShare: Input;
  hardShare: Input;
  /** Used only when the authority reported nothing for the year. */
  defaultCollectionShare: Input;
  /** Of uncollected plastic, the share households burn (census 2012 practice shares). */
  householdBurnShare: Input;
  levels: Record<Stage, { level: LeakageLevel; source: Provenance }>;
  levelFactors: Record<LeakageLevel, Input>;
  fateSplits: Record<Stage, { split: FateSplit; source: Provenance }>;
  /** The authority's own records for the year, null when it has none. */
  reported: ReportedYear | null;
  contributions: Contribution[];
}

export interface ReportedYear {
  /** Days of the year covered by records (per plastic type, the larger). */
  coveredDays: number;
  collectedKg: number;
  recoveredKg: number;
  recycledKg: number;
  rejectedKg: number;
  discardedKg: number;
  records: number;
}

export type NodeId =
  | 'generated'
  | 'reported-excess'
  | DirectRecovery
  | 'collection'
  | 'uncollected'
  | 'transport'
  | 'sorting'
  | 'disposal'
  | 'recycled'
  | 'controlled-disposal'
  | 'kept-on-site'
  | 'land'
  | 'water'
  | 'drains'
  | 'burning';

export interface Flow {
  source: NodeId;
  target: NodeId;
  kg: number;
  formula: string;
  inputs: Input[];
}

export type FlagCode =
  'NO_DATA' | 'PARTIAL_YEAR' | 'COLLECTED_ABOVE_GENERATED' | 'RECOVERED_ABOVE_DELIVERED' | 'RECYCLED_ABOVE_SORTED' | 'PROVISIONAL_DEFAULTS';

export interface Flag {
  code: FlagCode;
  message: string;
  /** What to check, in words. */
  check: string;
  localAuthorityId?: string;
}

export interface Totals {
  generatedKg: number;
  generatedHardKg: number;
  generatedSoftKg: number;
  collectedKg: number;
  uncollectedKg: number;
  recoveredKg: number;
  recycledKg: number;
  disposedKg: number;
  /** Leaked to land, water and drains. */
  leakedKg: number;
  /** Burned in the open (households and sites). */
  burnedKg: number;
  keptOnSiteKg: number;
}

export interface StageLeakage {
  stage: Stage;
  /** Null in a roll-up, where authorities may differ. */
  level: LeakageLevel | null;
  throughputKg: number;
  factor: number;
  byFate: FateSplit;
  totalKg: number;
  /**
   * The stage's leakage at the level below and the level above its own (NONE and VERY_HIGH are the ends): the
   * WFD's guidance says its results swing with the level, so every leakage figure is shown with this range.
   */
  lowKg: number;
  highKg: number;
}

export interface MfaResult {
  year: number;
  population: number;
  totals: Totals;
  flows: Flow[];
  flags: Flag[];
  leakage: StageLeakage[];
  estimated: boolean;
  /** The authority's records for the year as entered, before scaling to the year; null when estimated (or in a roll-up). */
  reported: ReportedYear | null;
}
