import type { Provenance } from '../types';

/**
 * Published national figures the engine is held to and shown beside (issue 36). Each with its publication;
 * none of them is an input of the model.
 */
export const JAMBECK_2015 = {
  source: {
    kind: 'default',
    label: 'Jambeck et al. 2015, Plastic waste inputs from land into the ocean, Science 347(6223):768-771, table S1 (Sri Lanka, 2010)',
    url: 'https://doi.org/10.1126/science.1260352',
    provisional: false,
  } satisfies Provenance,
  year: 2010,
  coastalPopulation: 14_568_174,
  wasteKgPerPersonDay: 5.1,
  plasticShare: 0.07,
  inadequatelyManagedShare: 0.82,
  /** Jambeck et al. add littering as 2 % of the plastic waste of every country. */
  litteredShare: 0.02,
  mismanagedTonnes: 1_591_179,
} as const;

export const MEIJER_2021 = {
  source: {
    kind: 'default',
    label:
      'Meijer et al. 2021, More than 1000 rivers account for 80% of global riverine plastic emissions into the ocean, Science Advances 7(18), Sri Lanka',
    url: 'https://doi.org/10.1126/sciadv.aaz5803',
    provisional: false,
  } satisfies Provenance,
  oceanTonnesPerYear: 9_654,
} as const;

export const WHAT_A_WASTE_2 = {
  source: {
    kind: 'default',
    label: 'World Bank, What a Waste 2.0 (Kaza et al. 2018), country data for Sri Lanka (generation from JICA 2016)',
    url: 'https://datacatalog.worldbank.org/search/dataset/0039597',
    provisional: false,
  } satisfies Provenance,
  mswTonnesPerYear: 2_631_650,
  plasticShare: 0.07,
} as const;

/** Jambeck et al.'s arithmetic: coastal population x waste a day x 365 x plastic share x (inadequately managed + littered), in tonnes. */
export function jambeckMismanagedTonnes(inputs: {
  coastalPopulation: number;
  wasteKgPerPersonDay: number;
  plasticShare: number;
  inadequatelyManagedShare: number;
  litteredShare: number;
}): number {
  const plasticTonnes = (inputs.coastalPopulation * inputs.wasteKgPerPersonDay * 365 * inputs.plasticShare) / 1000;
  return plasticTonnes * (inputs.inadequatelyManagedShare + inputs.litteredShare);
}

export interface PlausibilityCheck {
  key: 'mswGenerated' | 'plasticGenerated' | 'mismanaged' | 'toWater';
  /** The product's national figure, t a year. */
  productTonnes: number;
  publishedTonnes: number;
  /** product / published. */
  ratio: number;
  /** How the published figure bounds the product's: an upper bound, or a figure of the same order. */
  bound: 'upper' | 'sameOrder';
  /** True when the product's figure respects the bound (upper: at most the published; same order: within 10x either way). */
  plausible: boolean;
  source: Provenance;
}

/**
 * The nation's figures beside the published ones. Jambeck's mismanaged plastic (2010, every coastal
 * person at the 5.1 kg a day of all waste) and What a Waste's MSW are upper bounds of what the product can
 * count; Meijer's ocean emission is a figure of the same order as the product's leakage to water, which
 * reaches rivers and the sea only in part.
 */
export function plausibilityChecks(nation: {
  mswGeneratedTonnes: number;
  plasticGeneratedTonnes: number;
  mismanagedTonnes: number;
  toWaterTonnes: number;
}): PlausibilityCheck[] {
  const check = (
    key: PlausibilityCheck['key'],
    productTonnes: number,
    publishedTonnes: number,
    bound: PlausibilityCheck['bound'],
    source: Provenance,
  ): PlausibilityCheck => {
    const ratio = publishedTonnes > 0 ? productTonnes / publishedTonnes : 0;
    const plausible = bound === 'upper' ? productTonnes <= publishedTonnes * 1.1 : ratio >= 0.1 && ratio <= 10;
    return { key, productTonnes, publishedTonnes, ratio, bound, plausible, source };
  };
  return [
    check('mswGenerated', nation.mswGeneratedTonnes, WHAT_A_WASTE_2.mswTonnesPerYear, 'sameOrder', WHAT_A_WASTE_2.source),
    check(
      'plasticGenerated',
      nation.plasticGeneratedTonnes,
      WHAT_A_WASTE_2.mswTonnesPerYear * WHAT_A_WASTE_2.plasticShare,
      'sameOrder',
      WHAT_A_WASTE_2.source,
    ),
    check('mismanaged', nation.mismanagedTonnes, JAMBECK_2015.mismanagedTonnes, 'upper', JAMBECK_2015.source),
    check('toWater', nation.toWaterTonnes, MEIJER_2021.oceanTonnesPerYear, 'sameOrder', MEIJER_2021.source),
  ];
}

/** The checks for a nation's plastic totals and leakage and its MSW generated (the report and the national SDG answer). */
export function nationalChecks(
  nation: { totals: { generatedKg: number; leakedKg: number; burnedKg: number }; leakage: readonly { byFate: { water: number } }[] },
  mswGeneratedTonnes: number,
): PlausibilityCheck[] {
  return plausibilityChecks({
    mswGeneratedTonnes,
    plasticGeneratedTonnes: nation.totals.generatedKg / 1000,
    mismanagedTonnes: (nation.totals.leakedKg + nation.totals.burnedKg) / 1000,
    toWaterTonnes: nation.leakage.reduce((sum, stage) => sum + stage.byFate.water, 0) / 1000,
  });
}
