import { DIAGRAM_TEXT, NODE_LABELS, type DiagramLanguage } from '../labels';
import { reconciledDrawing } from '../reconciliation/drawing';
import type { RollUp } from '../rollup';
import type { SdgIndicator } from '../sdg/indicator';
import { JAMBECK_2015, MEIJER_2021, nationalChecks, WHAT_A_WASTE_2 } from '../sdg/published';
import { WACT_METHOD } from '../sdg/indicator';
import type { DrawnFlow } from '../sankey-svg';
import { FATES, type MfaResult, type Provenance } from '../types';
import { reconciliationTables, type ReportReconciliation } from './reconciliation-tables';
import { REPORT_TEXT } from './text';

export type Cell = string | number | null;
export type CellFormat = 'text' | 'tonnes' | 'share' | 'integer';

export interface ReportTable {
  /** A short id: the sheet's name in the workbook. */
  key: string;
  title: string;
  note?: string;
  columns: { label: string; format: CellFormat; width: number }[];
  rows: Cell[][];
}

export interface ReportContent {
  title: string;
  subtitle: string;
  sankey: { flows: DrawnFlow[]; title: string; subtitle: string; note: string; language: DiagramLanguage };
  tables: ReportTable[];
}

export interface NamedSdg extends SdgIndicator {
  name: string;
}

export interface ReportData {
  year: number;
  language: DiagramLanguage;
  /** The day it was produced, YYYY-MM-DD (Sri Lanka). */
  producedOn: string;
  nation: RollUp;
  parts: { name: string; districtName: string; result: MfaResult }[];
  sdg: { nation: NamedSdg; provinces: NamedSdg[]; districts: NamedSdg[] };
  /** The nation's flows reconciled and the uncertainty rules used (ADR 0245). */
  reconciliation: ReportReconciliation;
}

const tonnes = (kg: number) => kg / 1000;

/** The national report's content, one source for its PDF and its workbook (the same figures in both). */
export function reportContent(data: ReportData): ReportContent {
  const { year, language, nation } = data;
  const t = REPORT_TEXT[language];
  const diagram = DIAGRAM_TEXT[language];
  const nodes = NODE_LABELS[language];
  const text = (format: CellFormat, width: number) => (label: string) => ({ label, format, width });
  const totals = nation.totals;

  const summary: ReportTable = {
    key: 'summary',
    title: t.summary,
    columns: [text('text', 60)(t.measure), text('tonnes', 20)(t.tonnes)],
    rows: [
      [nodes.generated, tonnes(totals.generatedKg)],
      [nodes.collection, tonnes(totals.collectedKg)],
      [nodes.uncollected, tonnes(totals.uncollectedKg)],
      [t.recovered, tonnes(totals.recoveredKg)],
      [nodes.recycled, tonnes(totals.recycledKg)],
      [nodes['controlled-disposal'], tonnes(totals.disposedKg)],
      [t.leaked, tonnes(totals.leakedKg)],
      [nodes.burning, tonnes(totals.burnedKg)],
      [nodes['kept-on-site'], tonnes(totals.keptOnSiteKg)],
    ],
    note: `${t.population}: ${Math.round(nation.population).toLocaleString('en-US')}. ${diagram.estimated}: ${nation.authoritiesWithData} / ${nation.authorities}.`,
  };

  const checks = nationalChecks(nation, data.sdg.nation.generated.tonnes);
  const plausibility: ReportTable = {
    key: 'published',
    title: t.plausibility,
    columns: [
      text('text', 56)(t.measure),
      text('tonnes', 18)(t.product),
      text('tonnes', 18)(t.published),
      text('share', 10)(t.ratio),
      text('text', 12)(t.plausible),
    ],
    rows: checks.map((check) => [
      t.checks[check.key],
      check.productTonnes,
      check.publishedTonnes,
      check.ratio,
      check.plausible ? t.yes : t.no,
    ]),
  };

  const ranges = nation.leakage;
  const leakage: ReportTable = {
    key: 'leakage',
    title: t.leakage,
    note: t.rangeNote,
    columns: [
      text('text', 26)(t.stage),
      ...FATES.map((fate) => text('tonnes', 12)(t.fates[fate])),
      text('tonnes', 12)(t.total),
      text('tonnes', 14)(t.low),
      text('tonnes', 14)(t.high),
    ],
    rows: [
      ...ranges.map((range) => [
        t.stages[range.stage],
        ...FATES.map((fate) => tonnes(range.byFate[fate])),
        tonnes(range.totalKg),
        tonnes(range.lowKg),
        tonnes(range.highKg),
      ]),
      [
        t.total,
        ...FATES.map((fate) => tonnes(ranges.reduce((sum, range) => sum + range.byFate[fate], 0))),
        tonnes(ranges.reduce((sum, range) => sum + range.totalKg, 0)),
        tonnes(ranges.reduce((sum, range) => sum + range.lowKg, 0)),
        tonnes(ranges.reduce((sum, range) => sum + range.highKg, 0)),
      ],
    ],
  };

  const kindWord = (kind: SdgIndicator['collected']['kind']) =>
    ({ reported: t.reported, derived: t.derived, estimated: t.estimated })[kind];
  const sdgTable = (key: string, title: string, areas: readonly NamedSdg[]): ReportTable => ({
    key,
    title: `${t.sdg}: ${title}`,
    note: t.sdgNote,
    columns: [
      text('text', 24)(t.area),
      text('tonnes', 16)(t.mswGenerated),
      text('tonnes', 16)(t.mswCollected),
      text('text', 18)(t.status),
      text('tonnes', 18)(t.mswControlled),
      text('share', 12)(t.collectionRate),
      text('share', 14)(t.controlledRate),
    ],
    rows: [...areas, data.sdg.nation].map((area) => [
      area.name,
      area.generated.tonnes,
      area.collected.tonnes,
      kindWord(area.collected.kind),
      area.controlled.tonnes,
      area.collectionRate.value,
      area.controlledRate.value,
    ]),
  });

  const completeness: ReportTable = {
    key: 'completeness',
    title: t.completeness,
    note: t.completenessNote.replace('{reported}', String(nation.authoritiesWithData)).replace('{total}', String(nation.authorities)),
    columns: [text('text', 40)(t.authority), text('text', 20)(t.district), text('text', 16)(t.status), text('integer', 14)(t.daysCovered)],
    rows: data.parts.map(({ name, districtName, result }) => [
      name,
      districtName,
      result.estimated ? t.estimated : t.reported,
      result.reported?.coveredDays ?? 0,
    ]),
  };

  const sources: ReportTable = {
    key: 'sources',
    title: t.sources,
    note: t.sourcesNote,
    columns: [text('text', 24)(t.parameter), text('text', 70)(t.source), text('text', 12)(t.provisional)],
    rows: provenanceOf(data.parts.map((part) => part.result)).map(({ names, source }) => [
      names.join(', '),
      source.url ? `${source.label} (${source.url})` : source.label,
      source.provisional ? t.yes : t.no,
    ]),
  };

  return {
    title: `${t.title} ${year}`,
    subtitle: `${diagram.nation}. ${t.producedOn}: ${data.producedOn}`,
    sankey: {
      flows: reconciledDrawing(data.reconciliation.reconciliation),
      title: `${diagram.nation}: ${diagram.title} ${year}`,
      subtitle: `${diagram.estimated}: ${nation.authoritiesWithData} / ${nation.authorities}`,
      note: diagram.reconciledNote,
      language,
    },
    tables: [
      summary,
      ...reconciliationTables(data.reconciliation, language),
      plausibility,
      leakage,
      sdgTable('sdg-provinces', t.byProvince, data.sdg.provinces),
      sdgTable('sdg-districts', t.byDistrict, data.sdg.districts),
      completeness,
      sources,
    ],
  };
}

/**
 * Every source the figures rest on: the inputs the engine used for any authority (defaults, entries and
 * requests, named by their parameters), then the SDG method and the published figures shown beside.
 */
export function provenanceOf(results: readonly MfaResult[]): { names: string[]; source: Provenance }[] {
  const byLabel = new Map<string, { names: Set<string>; source: Provenance }>();
  const add = (name: string, source: Provenance) => {
    const entry = byLabel.get(source.label) ?? { names: new Set<string>(), source };
    entry.names.add(name);
    byLabel.set(source.label, entry);
  };
  for (const result of results)
    for (const flow of result.flows)
      for (const input of flow.inputs) if (!/Kg$|Throughput$|^scale$|^coveredDays$/.test(input.name)) add(input.name, input.source);
  add('SDG 11.6.1', WACT_METHOD);
  add('mismanaged (2010)', JAMBECK_2015.source);
  add('toOcean', MEIJER_2021.source);
  add('mswGenerated', WHAT_A_WASTE_2.source);
  return [...byLabel.values()].map(({ names, source }) => ({ names: [...names].sort(), source }));
}
