import { DEFAULT_LEVEL_FACTORS } from '../defaults';
import { LEAKAGE_LEVELS, type Input, type LeakageLevel, type MfaResult } from '../types';
import type { FlowEstimate } from './solver';

/**
 * The kinds of input an MFA figure is made of, each with a relative standard deviation. The values, their
 * sources and why they are what they are: docs/mfa.md "Uncertainty and reconciliation" (ADR 0242).
 */
export const UNCERTAINTY_KINDS = [
  'REPORTED_RECORD',
  'SCALED_PART_YEAR',
  'CENSUS',
  'PUBLISHED_DEFAULT',
  'PROVISIONAL_DEFAULT',
  'LEAKAGE_FACTOR',
] as const;
export type UncertaintyKind = (typeof UNCERTAINTY_KINDS)[number];

/**
 * Relative standard deviation per kind. LEAKAGE_FACTOR is different: its value is the share of the range
 * between the neighbouring WFD levels' factors that makes one standard deviation (0.25: the range is +-2 sd).
 */
export type UncertaintyRules = Record<UncertaintyKind, number>;

export const DEFAULT_UNCERTAINTY_RULES: UncertaintyRules = {
  REPORTED_RECORD: 0.1,
  SCALED_PART_YEAR: 0.2,
  CENSUS: 0.05,
  PUBLISHED_DEFAULT: 0.3,
  PROVISIONAL_DEFAULT: 0.5,
  LEAKAGE_FACTOR: 0.25,
};

/** Inputs that are exact (calendar days, the scale made of them) or stand for another input (a level's index). */
const EXACT = new Set(['days', 'scale']);

/** The kind of an input, or null when it carries no uncertainty of its own. */
export function inputKind(input: Input, partialYear: boolean): UncertaintyKind | null {
  if (EXACT.has(input.name) || input.name.endsWith('Level')) return null;
  if (input.name.startsWith('factor.')) return 'LEAKAGE_FACTOR';
  if (input.source.provisional) return 'PROVISIONAL_DEFAULT';
  if (input.name === 'population') return 'CENSUS';
  const recorded = /^(reported|contributed)|Throughput$|^coveredDays$/.test(input.name);
  if (recorded) return partialYear && input.source.kind === 'entered' ? 'SCALED_PART_YEAR' : 'REPORTED_RECORD';
  return 'PUBLISHED_DEFAULT';
}

/** One standard deviation of a leakage factor, relative to it: a share of the range between its neighbours. */
function leakageFactorRelativeSd(input: Input, share: number): number {
  const level = input.name.slice('factor.'.length) as LeakageLevel;
  const index = LEAKAGE_LEVELS.indexOf(level);
  if (index < 0 || input.value <= 0) return 0;
  const factor = (at: number) => DEFAULT_LEVEL_FACTORS[LEAKAGE_LEVELS[at]];
  const below = index > 0 ? factor(index - 1) : input.value;
  const above = index < LEAKAGE_LEVELS.length - 1 ? factor(index + 1) : input.value;
  // At the ends the one neighbour's distance counts twice.
  const range = index > 0 && index < LEAKAGE_LEVELS.length - 1 ? above - below : 2 * Math.abs(above - below);
  return (share * range) / input.value;
}

/** A figure's relative sd from its inputs (first order, product of independent inputs): sqrt(sum of squares). */
export function relativeSd(inputs: readonly Input[], rules: UncertaintyRules, partialYear: boolean): number {
  const seen = new Set<string>();
  let sum = 0;
  for (const input of inputs) {
    if (seen.has(input.name)) continue;
    seen.add(input.name);
    const kind = inputKind(input, partialYear);
    if (kind === null) continue;
    const relative = kind === 'LEAKAGE_FACTOR' ? leakageFactorRelativeSd(input, rules.LEAKAGE_FACTOR) : rules[kind];
    sum += relative ** 2;
  }
  return Math.sqrt(sum);
}

const GENERATION_INPUTS = ['population', 'generationRate', 'plasticShare'];

/** The boundary node that households' generation enters the system from. */
export const HOUSEHOLDS = 'households';

/**
 * One authority's flows as estimates with their variances, ready to reconcile. The engine closes its balances by
 * construction; here each flow is an estimate of its own: generation enters from `households` (population x rate
 * x share), collection and recovery are the reported figures as reported (the engine's `reported-excess` links
 * are folded back), so a report that contradicts the estimate shows up as an imbalance to reconcile.
 */
export function flowEstimates(result: MfaResult, rules: UncertaintyRules): (FlowEstimate & { variance: number })[] {
  const partialYear = result.flags.some((flag) => flag.code === 'PARTIAL_YEAR');
  const links = new Map<string, { from: string; to: string; value: number; inputs: readonly Input[] }>();
  for (const flow of result.flows.filter((each) => each.source !== 'reported-excess'))
    links.set(`${flow.source}>${flow.target}`, { from: flow.source, to: flow.target, value: flow.kg, inputs: flow.inputs });
  for (const excess of result.flows.filter((each) => each.source === 'reported-excess')) {
    const link = foldedInto(excess);
    if (!link) continue;
    const held = links.get(link.join('>'));
    if (held) held.value += excess.kg;
    else links.set(link.join('>'), { from: link[0], to: link[1], value: excess.kg, inputs: excess.inputs });
  }
  const estimate = (from: string, to: string, value: number, inputs: readonly Input[]) => {
    const sd = value * relativeSd(inputs, rules, partialYear);
    return { from, to, value, sd, variance: sd ** 2 };
  };
  const out = [...links.values()].map((link) => estimate(link.from, link.to, link.value, link.inputs));
  const generationInputs = GENERATION_INPUTS.flatMap((name) => {
    const found = result.flows.flatMap((flow) => flow.inputs).find((input) => input.name === name);
    return found ? [found] : [];
  });
  if (result.totals.generatedKg > 0) out.unshift(estimate(HOUSEHOLDS, 'generated', result.totals.generatedKg, generationInputs));
  return out;
}

/**
 * The link a reported figure above the estimate belongs to: collection and the intake of centres and recyclers
 * come from `generated`, recovery from `transport`; a recycled figure above what sorting had left is already
 * whole in sorting -> recycled, so its excess is dropped.
 */
function foldedInto(excess: MfaResult['flows'][number]): [string, string] | null {
  if (excess.target !== 'sorting') return ['generated', excess.target];
  return excess.inputs.some((input) => /Recovered/.test(input.name)) ? ['transport', 'sorting'] : null;
}

/** An area's flows: each link summed over its authorities, variances added (authorities independent). */
export function sumEstimates(parts: readonly (FlowEstimate & { variance: number })[][]): FlowEstimate[] {
  const byLink = new Map<string, { from: string; to: string; value: number; variance: number }>();
  for (const part of parts) {
    for (const flow of part) {
      const link = `${flow.from}>${flow.to}`;
      const sum = byLink.get(link);
      if (sum) {
        sum.value += flow.value;
        sum.variance += flow.variance;
      } else byLink.set(link, { from: flow.from, to: flow.to, value: flow.value, variance: flow.variance });
    }
  }
  return [...byLink.values()].map(({ from, to, value, variance }) => ({ from, to, value, sd: Math.sqrt(variance) }));
}
