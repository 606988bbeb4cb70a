import type { FateSplit, Input, LeakageLevel, Provenance, Stage } from './types';

/**
 * The MFA's defaults. Every figure cites its row of `reference-data/mfa/sri_lanka_waste_seed_stats.csv`
 * (copied from the project's shared data) or is marked provisional. Derivations are in docs/mfa.md.
 */
const CEA_PILISARU: Provenance = {
  kind: 'default',
  label: 'CEA Pilisaru national solid waste management programme (c.2008-2018), per capita MSW by council type',
  url: 'https://docslib.org/doc/10006306/national-solid-waste-management-program-in-sri-lanka',
  provisional: false,
};
const COLOMBO_COMPOSITION: Provenance = {
  kind: 'default',
  label:
    'Composition analysis of MSW in Colombo District 2020-21: non-biodegradable 18.8% of MSW, of which polythene 45.75% and rigid plastic 6.06% (Colombo District figure applied to every authority)',
  url: 'https://cleantech.lk/composition-analysis-of-municipal-solid-waste-in-colombo/',
  provisional: false,
};
const CENSUS_2012_DISPOSAL: Provenance = {
  kind: 'default',
  label:
    'Census 2012 household solid waste disposal (national): collected by LA 20.5%, burned 47.2%, buried 23.3%, composted 7.7%, dumped 0.9%, other 0.3%',
  url: 'https://github.com/nuuuwan/gig-data (gig2/social-household-solid_waste_disposal.regions.2012.tsv)',
  provisional: false,
};
const CENSUS_2024_POPULATION: Provenance = {
  kind: 'estimated',
  label:
    "Census 2024 population of the authority's district (nuuuwan/lk_census_2024, Dept. of Census and Statistics) divided equally among the district's authorities (the GN division mapping has no figure for it); provisional until the authority's own figure is entered",
  url: 'https://github.com/nuuuwan/lk_census_2024',
  provisional: true,
};
const CENSUS_2024_AUTHORITY_POPULATION: Provenance = {
  kind: 'estimated',
  label:
    "Census 2024 population (Dept. of Census and Statistics, via nuuuwan/lk_census_2024) of the authority's divisional secretariat divisions, shared among their authorities by their GN divisions' Census 2012 population (GN divisions mapped to authorities by nuuuwan/gig_data_builder); server/reference-data/population/README.md",
  url: 'https://github.com/nuuuwan/gig_data_builder',
  provisional: false,
};
export const PROVISIONAL_LEAKAGE: Provenance = {
  kind: 'default',
  label:
    'Provisional: leakage levels and stage names after the Waste Flow Diagram (GIZ, University of Leeds, Eawag, Wasteaware); the factor per level and the fate split are not yet sourced from the WFD tables',
  url: 'https://wfd.rwm.global/the-method-of-the-WFD/',
  provisional: true,
};

export const COUNCIL_TYPES = ['MC', 'UC', 'PS'] as const;
export type CouncilType = (typeof COUNCIL_TYPES)[number];

const GENERATION_RATES: Record<CouncilType, number> = { MC: 0.75, UC: 0.6, PS: 0.4 };
const COLOMBO_MC = 'LG-11001';
const COLOMBO_MC_RATE = 0.8;

export function defaultGenerationRate(localAuthorityId: string, councilType: string): Input {
  const rate = localAuthorityId === COLOMBO_MC ? COLOMBO_MC_RATE : GENERATION_RATES[councilType as CouncilType];
  return {
    name: 'generationRate',
    value: rate ?? GENERATION_RATES.PS,
    unit: 'kg/person/day',
    source: localAuthorityId === COLOMBO_MC ? { ...CEA_PILISARU, label: `${CEA_PILISARU.label} (Colombo MC)` } : CEA_PILISARU,
  };
}

const NON_BIODEGRADABLE = 0.188;
const POLYTHENE = 0.4575;
const RIGID = 0.0606;

export const DEFAULT_PLASTIC_SHARE: Input = {
  name: 'plasticShare',
  value: NON_BIODEGRADABLE * (POLYTHENE + RIGID),
  unit: 'share of MSW',
  source: COLOMBO_COMPOSITION,
};
export const DEFAULT_HARD_SHARE: Input = {
  name: 'hardShare',
  value: RIGID / (POLYTHENE + RIGID),
  unit: 'share of plastic',
  source: COLOMBO_COMPOSITION,
};

const CENSUS_COLLECTED = 0.205;
const CENSUS_BURNED = 0.472;

export const DEFAULT_COLLECTION_SHARE: Input = {
  name: 'defaultCollectionShare',
  value: CENSUS_COLLECTED,
  unit: 'share of generated',
  source: CENSUS_2012_DISPOSAL,
};
export const DEFAULT_HOUSEHOLD_BURN_SHARE: Input = {
  name: 'householdBurnShare',
  value: CENSUS_BURNED / (1 - CENSUS_COLLECTED),
  unit: 'share of uncollected',
  source: CENSUS_2012_DISPOSAL,
};

/**
 * The authority's Census 2024 population when the GN division mapping gives one (censusPopulation), else its
 * district's population shared equally among the district's authorities (provisional).
 */
export function defaultPopulation(districtPopulation: number, authoritiesInDistrict: number, censusPopulation?: number): Input {
  if (censusPopulation !== undefined)
    return { name: 'population', value: censusPopulation, unit: 'people', source: CENSUS_2024_AUTHORITY_POPULATION };
  return {
    name: 'population',
    value: Math.round(districtPopulation / Math.max(authoritiesInDistrict, 1)),
    unit: 'people',
    source: CENSUS_2024_POPULATION,
  };
}

export const DEFAULT_LEVEL: LeakageLevel = 'MEDIUM';

export const DEFAULT_LEVEL_FACTORS: Record<LeakageLevel, number> = {
  NONE: 0,
  LOW: 0.02,
  MEDIUM: 0.05,
  HIGH: 0.1,
  VERY_HIGH: 0.2,
};

export const DEFAULT_FATE_SPLITS: Record<Stage, FateSplit> = {
  collection: { land: 0.5, water: 0.1, drains: 0.4, burning: 0 },
  transport: { land: 0.6, water: 0.1, drains: 0.3, burning: 0 },
  sorting: { land: 0.6, water: 0.1, drains: 0.1, burning: 0.2 },
  disposal: { land: 0.4, water: 0.2, drains: 0, burning: 0.4 },
  uncollected: { land: 0.6, water: 0.2, drains: 0.2, burning: 0 },
};
