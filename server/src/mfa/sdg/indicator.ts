import { DEFAULT_PLASTIC_SHARE } from '../defaults';
import type { Input, MfaResult, Provenance } from '../types';

/**
 * SDG 11.6.1 after UN-Habitat's Waste Wise Cities Tool (WaCT): municipal solid waste (all materials, not only
 * plastic) generated, collected, and managed in controlled facilities, and the two ratios
 * collected / generated and controlled / generated (the indicator itself). The product records plastic; the
 * MSW figures are the MFA's plastic figures scaled by the plastic share of MSW, and each figure says so.
 */
export const WACT_METHOD: Provenance = {
  kind: 'default',
  label:
    'UN-Habitat Waste Wise Cities Tool (2021), SDG indicator 11.6.1: proportion of municipal solid waste collected and managed in controlled facilities out of total municipal waste generated',
  url: 'https://unhabitat.org/wwc-tool',
  provisional: false,
};

/** reported: the authority's own MSW figure; derived: from its reported plastic; estimated: from defaults only. */
export type FigureKind = 'reported' | 'derived' | 'estimated';

export interface SdgFigure {
  tonnes: number;
  /** For an area: reported if every authority reported, estimated if none did, derived otherwise. */
  kind: FigureKind;
  /** How the figure was computed, in words. */
  basis: string;
  /** Authorities by how their part of the figure was obtained. */
  authorities: Record<FigureKind, number>;
  sources: Provenance[];
}

export interface SdgRatio {
  value: number | null;
  formula: string;
}

export interface SdgIndicator {
  population: number;
  generated: SdgFigure;
  collected: SdgFigure;
  controlled: SdgFigure;
  /** Sub-indicator: MSW collected / MSW generated. */
  collectionRate: SdgRatio;
  /** SDG 11.6.1: MSW collected and managed in controlled facilities / MSW generated. */
  controlledRate: SdgRatio;
  method: Provenance;
}

/** The total MSW an authority reported collected in a year: kg over the days its records cover. */
export interface ReportedMsw {
  kg: number;
  coveredDays: number;
}

const REPORTED_MSW: Provenance = {
  kind: 'entered',
  label: "The authority's total MSW collected, entered with its waste records for the year",
  provisional: false,
};

const RECORDS: Provenance = { kind: 'entered', label: "The authority's plastic waste records for the year", provisional: false };

const BASIS = {
  generated: 'population x MSW generation rate (kg/person/day) x days in the year',
  collectedReported:
    'MSW collected as the authority reported it (all materials), scaled to the year from the days its records with the figure cover',
  collectedDerived: 'plastic collected as reported (scaled to the year) / plastic share of MSW',
  collectedEstimated: 'MSW generated x default collection share (no records for the year)',
  controlledDerived: 'plastic recycled + plastic disposed at the controlled site after the MFA leakage, / plastic share of MSW',
  controlledEstimated:
    'the MFA estimate of plastic recycled and disposed at the controlled site (no records for the year) / plastic share of MSW',
} as const;

/** An input the engine used for a result (each authority's flows carry them), or undefined. */
export function inputOf(result: MfaResult, name: string): Input | undefined {
  for (const flow of result.flows) {
    const found = flow.inputs.find((input) => input.name === name);
    if (found) return found;
  }
  return undefined;
}

const ratio = (part: number, whole: number, formula: string): SdgRatio => ({ value: whole > 0 ? part / whole : null, formula });

const counts = (kind: FigureKind): Record<FigureKind, number> => ({ reported: 0, derived: 0, estimated: 0, [kind]: 1 });

/**
 * One authority's SDG 11.6.1 figures from its MFA result for the year; MSW collected is the authority's own figure
 * where its records carry one (`reported`, scaled to the year like the plastic), else derived or estimated.
 */
export function authoritySdg(result: MfaResult, reportedMsw: ReportedMsw | null = null): SdgIndicator {
  const plasticShare = inputOf(result, 'plasticShare') ?? DEFAULT_PLASTIC_SHARE;
  const share = plasticShare.value > 0 ? plasticShare.value : DEFAULT_PLASTIC_SHARE.value;
  const population = inputOf(result, 'population');
  const rate = inputOf(result, 'generationRate');
  const toTonnes = (plasticKg: number) => plasticKg / share / 1000;
  const generationSources = [population?.source, rate?.source].filter((source): source is Provenance => source !== undefined);
  const kind: FigureKind = result.estimated ? 'estimated' : 'derived';
  const collectionShare = inputOf(result, 'defaultCollectionShare');
  const figure = (tonnes: number, basis: string, sources: Provenance[]): SdgFigure => ({
    tonnes,
    kind,
    basis,
    authorities: counts(kind),
    sources: [...sources, plasticShare.source],
  });
  const generated: SdgFigure = {
    ...figure(toTonnes(result.totals.generatedKg), BASIS.generated, generationSources),
    kind: 'estimated',
    authorities: counts('estimated'),
  };
  const reported = reportedMsw && reportedMsw.coveredDays > 0 ? reportedMsw : null;
  const collected = reported
    ? {
        tonnes: (reported.kg * daysInYear(result.year)) / reported.coveredDays / 1000,
        kind: 'reported' as const,
        basis: BASIS.collectedReported,
        authorities: counts('reported'),
        sources: [REPORTED_MSW],
      }
    : collectedOf(result, figure, toTonnes, generationSources, collectionShare);
  const controlled = figure(
    toTonnes(result.totals.recycledKg + result.totals.disposedKg),
    result.estimated ? BASIS.controlledEstimated : BASIS.controlledDerived,
    result.estimated ? generationSources : [RECORDS],
  );
  return indicatorOf(result.population, generated, collected, controlled);
}

const daysInYear = (year: number) => (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;

/** MSW collected from the plastic collected (derived), or from the defaults (estimated). */
function collectedOf(
  result: MfaResult,
  figure: (tonnes: number, basis: string, sources: Provenance[]) => SdgFigure,
  toTonnes: (plasticKg: number) => number,
  generationSources: Provenance[],
  collectionShare: Input | undefined,
): SdgFigure {
  return figure(
    toTonnes(result.totals.collectedKg),
    result.estimated ? BASIS.collectedEstimated : BASIS.collectedDerived,
    result.estimated ? [...generationSources, ...(collectionShare ? [collectionShare.source] : [])] : [RECORDS],
  );
}

function indicatorOf(population: number, generated: SdgFigure, collected: SdgFigure, controlled: SdgFigure): SdgIndicator {
  return {
    population,
    generated,
    collected,
    controlled,
    collectionRate: ratio(collected.tonnes, generated.tonnes, 'MSW collected / MSW generated'),
    controlledRate: ratio(controlled.tonnes, generated.tonnes, 'MSW collected and managed in controlled facilities / MSW generated'),
    method: WACT_METHOD,
  };
}

function sumFigures(figures: readonly SdgFigure[]): SdgFigure {
  const authorities = { reported: 0, derived: 0, estimated: 0 };
  const sources = new Map<string, Provenance>();
  const bases = new Set<string>();
  let tonnes = 0;
  for (const figure of figures) {
    tonnes += figure.tonnes;
    for (const key of Object.keys(authorities) as FigureKind[]) authorities[key] += figure.authorities[key];
    for (const source of figure.sources) sources.set(source.label, source);
    bases.add(figure.basis);
  }
  const total = figures.length;
  const kind: FigureKind =
    authorities.reported === total && total > 0 ? 'reported' : authorities.estimated === total ? 'estimated' : 'derived';
  return { tonnes, kind, basis: `sum over authorities of: ${[...bases].join('; or ')}`, authorities, sources: [...sources.values()] };
}

/** A district, province or the nation: sums of its authorities' tonnes (never of their ratios). */
export function sumSdg(parts: readonly SdgIndicator[]): SdgIndicator {
  return indicatorOf(
    parts.reduce((sum, part) => sum + part.population, 0),
    sumFigures(parts.map((part) => part.generated)),
    sumFigures(parts.map((part) => part.collected)),
    sumFigures(parts.map((part) => part.controlled)),
  );
}
