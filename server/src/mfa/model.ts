import {
  DIRECT_RECOVERY,
  FATES,
  LEAKAGE_LEVELS,
  type DirectRecovery,
  type Fate,
  type Flag,
  type Flow,
  type Input,
  type MfaInputs,
  type MfaResult,
  type NodeId,
  type Provenance,
  type Stage,
  type StageLeakage,
} from './types';

const RECORDS: Provenance = { kind: 'entered', label: "The authority's waste data records for the year", provisional: false };

const input = (name: string, value: number, unit: string, source: Provenance): Input => ({ name, value, unit, source });

/**
 * Plastic an authority generates in a day: population x generation rate x plastic share. The year's generation
 * is this times its days; the plausibility checks compare entries with it (server/src/plausibility/).
 */
export function generatedKgPerDay(inputs: Pick<MfaInputs, 'population' | 'generationRate' | 'plasticShare'>): number {
  return inputs.population.value * inputs.generationRate.value * inputs.plasticShare.value;
}

/**
 * The material flow of plastic for one authority and year, after the Waste Flow Diagram: generation,
 * collection, transport, sorting/recovery, disposal and the uncollected share, with leakage at each
 * stage split by fate. Pure: the same inputs give the same flows. Formulas are in docs/mfa.md.
 */
export function computeMfa(inputs: MfaInputs): MfaResult {
  const flows: Flow[] = [];
  const flags: Flag[] = [];
  const leakage: StageLeakage[] = [];
  const add = (source: NodeId, target: NodeId, kg: number, formula: string, used: Input[]) => {
    if (kg > 0) flows.push({ source, target, kg, formula, inputs: used });
  };

  const { population, generationRate, days, plasticShare, hardShare } = inputs;
  const generated = generatedKgPerDay(inputs) * days.value;
  const generationInputs = [population, generationRate, days, plasticShare];

  // Reported figures, scaled to the whole year when the records cover part of it.
  const reported = inputs.reported;
  let collected: number;
  let recovered = 0;
  let recycled = 0;
  let reportInputs: Input[];
  let collectedFormula: string;
  if (reported && reported.coveredDays > 0) {
    const scale = days.value / reported.coveredDays;
    collected = reported.collectedKg * scale;
    recovered = reported.recoveredKg * scale;
    recycled = reported.recycledKg * scale;
    const covered = input('coveredDays', reported.coveredDays, 'days', RECORDS);
    reportInputs = [input('reportedCollectedKg', reported.collectedKg, 'kg', RECORDS), covered, days];
    collectedFormula = 'reported collected x days in year / days covered by records';
    if (reported.coveredDays < days.value) {
      flags.push({
        code: 'PARTIAL_YEAR',
        message: `Records cover ${reported.coveredDays} of ${days.value} days; reported figures are scaled to the year.`,
        check: 'Enter the missing periods of the year.',
      });
    }
  } else {
    collected = generated * inputs.defaultCollectionShare.value;
    reportInputs = [...generationInputs, inputs.defaultCollectionShare];
    collectedFormula = 'generated x default collection share (no records for the year)';
    flags.push({
      code: 'NO_DATA',
      message: 'No waste data for the year: collection is estimated from the default collection share.',
      check: 'Enter the waste data of the year.',
    });
  }
  const reportedScale = reported && reported.coveredDays > 0 ? days.value / reported.coveredDays : 0;
  const recoveredInputs: Input[] = reported
    ? [
        input('reportedRecoveredKg', reported.recoveredKg, 'kg', RECORDS),
        input('scale', reportedScale, 'days in year / days covered', RECORDS),
      ]
    : [];
  const recycledInputs: Input[] = reported
    ? [
        input('reportedRecycledKg', reported.recycledKg, 'kg', RECORDS),
        input('scale', reportedScale, 'days in year / days covered', RECORDS),
      ]
    : [];
  const direct = new Map<DirectRecovery, { kg: number; inputs: Input[] }>();
  for (const contribution of inputs.contributions) {
    const entry = input(
      contribution.stage === 'recovered' ? 'contributedRecoveredKg' : 'contributedRecycledKg',
      contribution.kg,
      'kg',
      contribution.source,
    );
    if (contribution.stage === 'recovered' && contribution.via) {
      const sum = direct.get(contribution.via) ?? { kg: 0, inputs: [] };
      sum.kg += contribution.kg;
      sum.inputs.push(entry);
      direct.set(contribution.via, sum);
    } else if (contribution.stage === 'recovered') {
      recovered += contribution.kg;
      recoveredInputs.push(entry);
    } else {
      recycled += contribution.kg;
      recycledInputs.push(entry);
    }
  }

  // Generation and collection. Reported collection above the estimate is kept, entering from its own source.
  add('generated', 'collection', Math.min(collected, generated), collectedFormula, reportInputs);
  // Recovery outside the collection (centres, recyclers' other intake) comes from what is left uncollected.
  let uncollected = Math.max(generated - collected, 0);
  let directKg = 0;
  for (const via of DIRECT_RECOVERY) {
    const sum = direct.get(via);
    if (!sum) continue;
    const fromGenerated = Math.min(sum.kg, uncollected);
    uncollected -= fromGenerated;
    directKg += sum.kg;
    add('generated', via, fromGenerated, `${via} intake for the year`, sum.inputs);
    add('reported-excess', via, sum.kg - fromGenerated, `${via} intake - generated plastic left uncollected`, [
      ...generationInputs,
      ...sum.inputs,
    ]);
    add(via, 'sorting', sum.kg, `${via} intake for the year`, sum.inputs);
  }
  add(
    'generated',
    'uncollected',
    uncollected,
    directKg > 0 ? 'generated - collected - recovered outside the collection' : 'generated - collected',
    [...generationInputs, ...reportInputs],
  );
  if (collected > generated) {
    add('reported-excess', 'collection', collected - generated, 'reported collected - estimated generated', [
      ...generationInputs,
      ...reportInputs,
    ]);
    flags.push({
      code: 'COLLECTED_ABOVE_GENERATED',
      message: `Reported collection (${kg(collected)}) is above the estimated generation (${kg(generated)}).`,
      check: 'Check the collected quantities and their units, or the population, generation rate and plastic share.',
    });
  } else if (collected + directKg > generated) {
    flags.push({
      code: 'COLLECTED_ABOVE_GENERATED',
      message: `Reported collection with the centres' and recyclers' intake (${kg(collected + directKg)}) is above the estimated generation (${kg(generated)}).`,
      check:
        "Check the collected quantities, the centres' entries and the recyclers' returns, or the population, generation rate and plastic share.",
    });
  }

  const stageLeak = (stage: Stage, from: NodeId, throughput: number, fates: readonly Fate[] = FATES) => {
    const { level } = inputs.levels[stage];
    const factor = inputs.levelFactors[level];
    const split = inputs.fateSplits[stage];
    const used = [
      input(`${stage}Throughput`, throughput, 'kg', RECORDS),
      factor,
      input(`${stage}Level`, FACTOR_INDEX[level], 'level', inputs.levels[stage].source),
    ];
    const byFate = { land: 0, water: 0, drains: 0, burning: 0 };
    for (const fate of fates) {
      byFate[fate] = throughput * factor.value * split.split[fate];
      add(from, fate, byFate[fate], `${stage} throughput x leakage factor (${level}) x ${fate} share`, [
        ...used,
        input(`${stage}.${fate}Share`, split.split[fate], 'share', split.source),
      ]);
    }
    const totalKg = FATES.reduce((sum, fate) => sum + byFate[fate], 0);
    const share = fates.reduce((sum, fate) => sum + split.split[fate], 0);
    const index = LEAKAGE_LEVELS.indexOf(level);
    const atLevel = (at: number) =>
      throughput * inputs.levelFactors[LEAKAGE_LEVELS[Math.min(Math.max(at, 0), LEAKAGE_LEVELS.length - 1)]].value * share;
    const lowKg = Math.min(atLevel(index - 1), totalKg);
    const highKg = Math.max(atLevel(index + 1), totalKg);
    leakage.push({ stage, level, throughputKg: throughput, factor: factor.value, byFate, totalKg, lowKg, highKg });
    return totalKg;
  };

  // Collection and transport.
  const collectionLeak = stageLeak('collection', 'collection', collected);
  const transported = collected - collectionLeak;
  add('collection', 'transport', transported, 'collected - collection leakage', reportInputs);
  const transportLeak = stageLeak('transport', 'transport', transported);
  const delivered = transported - transportLeak;

  // Sorting and recovery: what the records say was sent to recovery.
  const toSorting = Math.min(recovered, delivered);
  add('transport', 'sorting', toSorting, 'reported recovered (scaled to the year) + contributions', recoveredInputs);
  add('transport', 'disposal', delivered - toSorting, 'delivered - sent to recovery', [...reportInputs, ...recoveredInputs]);
  if (recovered > delivered) {
    add('reported-excess', 'sorting', recovered - delivered, 'reported recovered - collected delivered after leakage', recoveredInputs);
    flags.push({
      code: 'RECOVERED_ABOVE_DELIVERED',
      message: `Reported recovery (${kg(recovered)}) is above the collected plastic left after collection and transport leakage (${kg(delivered)}).`,
      check: 'Check the recovered and collected quantities and their units.',
    });
  }
  const sortingLeak = stageLeak('sorting', 'sorting', recovered + directKg);
  const sortedAvailable = recovered + directKg - sortingLeak;
  add('sorting', 'recycled', recycled, 'reported recycled (scaled to the year) + contributions', recycledInputs);
  if (recycled > sortedAvailable) {
    add('reported-excess', 'sorting', recycled - sortedAvailable, 'reported recycled - recovered after sorting leakage', recycledInputs);
    flags.push({
      code: 'RECYCLED_ABOVE_SORTED',
      message: `Reported recycling (${kg(recycled)}) is above the recovered plastic left after sorting leakage (${kg(sortedAvailable)}).`,
      check: 'Check the recycled quantity (kg) against the recovered quantity.',
    });
  }
  const rejected = Math.max(sortedAvailable - recycled, 0);
  add('sorting', 'disposal', rejected, 'recovered - sorting leakage - recycled (rejects)', [...recoveredInputs, ...recycledInputs]);

  // Disposal site.
  const disposalIn = delivered - toSorting + rejected;
  const disposalLeak = stageLeak('disposal', 'disposal', disposalIn);
  const disposed = disposalIn - disposalLeak;
  add('disposal', 'controlled-disposal', disposed, 'disposal input - disposal leakage', reportInputs);

  // Uncollected: households burn a share, the rest leaks by the stage's level or stays on site.
  const burnedAtHome = uncollected * inputs.householdBurnShare.value;
  add('uncollected', 'burning', burnedAtHome, 'uncollected x household burn share', [inputs.householdBurnShare]);
  const notBurned = uncollected - burnedAtHome;
  const uncollectedLeak = stageLeak('uncollected', 'uncollected', notBurned);
  add('uncollected', 'kept-on-site', notBurned - uncollectedLeak, 'uncollected not burned - uncollected leakage', [
    inputs.householdBurnShare,
  ]);
  const uncollectedStage = leakage[leakage.length - 1];
  uncollectedStage.byFate.burning += burnedAtHome;
  uncollectedStage.totalKg += burnedAtHome;
  // Households' burning does not depend on the level: it is in the range at both ends.
  uncollectedStage.lowKg += burnedAtHome;
  uncollectedStage.highKg += burnedAtHome;
  uncollectedStage.throughputKg = uncollected;

  const intoSink = (target: NodeId) => flows.filter((flow) => flow.target === target).reduce((sum, flow) => sum + flow.kg, 0);
  const usesProvisional = Object.values(inputs.levels).some((level) => level.source.provisional) || population.source.provisional;
  if (usesProvisional) {
    flags.push({
      code: 'PROVISIONAL_DEFAULTS',
      message: 'Some figures use provisional defaults (no published source yet).',
      check: 'Enter the population, or ask the admin to set the leakage levels observed on the ground.',
    });
  }

  const generatedHardKg = generated * hardShare.value;
  return {
    year: inputs.year,
    population: population.value,
    totals: {
      generatedKg: generated,
      generatedHardKg,
      generatedSoftKg: generated - generatedHardKg,
      collectedKg: collected,
      uncollectedKg: uncollected,
      recoveredKg: recovered + directKg,
      recycledKg: recycled,
      disposedKg: disposed,
      leakedKg: intoSink('land') + intoSink('water') + intoSink('drains'),
      burnedKg: intoSink('burning'),
      keptOnSiteKg: intoSink('kept-on-site'),
    },
    flows,
    flags,
    leakage,
    estimated: !(reported && reported.coveredDays > 0),
    reported: reported && reported.coveredDays > 0 ? { ...reported } : null,
  };
}

const FACTOR_INDEX = { NONE: 0, LOW: 1, MEDIUM: 2, HIGH: 3, VERY_HIGH: 4 } as const;

function kg(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} kg`;
}
