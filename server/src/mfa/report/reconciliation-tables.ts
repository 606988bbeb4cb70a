import { NODE_LABELS, type DiagramLanguage } from '../labels';
import { range95, type Reconciliation, type ReconciledFlow } from '../reconciliation/index';
import { HOUSEHOLDS, type UncertaintyKind } from '../reconciliation/uncertainty';
import type { NodeId } from '../types';
import type { ReportTable } from './content';
import { RECONCILIATION_TEXT } from './reconciliation-text';

export interface ReportReconciliation {
  reconciliation: Pick<Reconciliation, 'flows' | 'chiSquare' | 'degreesOfFreedom' | 'pValue' | 'critical' | 'overDetermined'>;
  /** The rules it used: each kind's relative sd and version. */
  rules: readonly { kind: UncertaintyKind; relativeSd: number; version: number }[];
}

const tonnes = (kg: number | null) => (kg === null ? null : kg / 1000);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/**
 * The national flows as reported beside reconciled, with their sds, 95 % ranges and error tests; the chi-square
 * verdict, the flagged flows and the method in the note; then the inputs' uncertainty by kind (ADR 0245).
 */
export function reconciliationTables({ reconciliation, rules }: ReportReconciliation, language: DiagramLanguage): ReportTable[] {
  const t = RECONCILIATION_TEXT[language];
  const nodes = NODE_LABELS[language];
  const node = (id: string) => (id === HOUSEHOLDS ? t.households : (nodes[id as NodeId] ?? id));
  const name = (flow: Pick<ReconciledFlow, 'from' | 'to'>) => `${node(flow.from)} → ${node(flow.to)}`;
  const { flows, chiSquare, degreesOfFreedom, pValue, critical } = reconciliation;
  const statistics = {
    chi: chiSquare.toFixed(2),
    dof: degreesOfFreedom,
    p: pValue === null ? '-' : pValue < 0.001 ? '< 0.001' : pValue.toFixed(3),
  };
  const verdict = !reconciliation.overDetermined ? t.notOverDetermined : fill((pValue ?? 1) < 0.05 ? t.contradict : t.agree, statistics);
  const flagged = flows.filter((flow) => flow.grossError.flagged);
  const flaggedText = flagged.length === 0 ? t.noneFlagged : fill(t.flagged, { flows: flagged.map(name).join('; ') });
  const method = fill(t.method, { critical: critical === null ? '-' : critical.toFixed(2) });

  const reconciled: ReportTable = {
    key: 'reconciled',
    title: t.title,
    note: `${verdict} ${flaggedText} ${method}`,
    columns: [
      { label: t.flow, format: 'text', width: 30 },
      { label: t.reported, format: 'tonnes', width: 11 },
      { label: t.reportedSd, format: 'tonnes', width: 10 },
      { label: t.reconciled, format: 'tonnes', width: 11 },
      { label: t.sd, format: 'tonnes', width: 10 },
      { label: t.low, format: 'tonnes', width: 11 },
      { label: t.high, format: 'tonnes', width: 11 },
      { label: t.test, format: 'text', width: 8 },
      { label: t.flag, format: 'text', width: 10 },
    ],
    rows: flows.map((flow) => {
      const range = range95(flow.reconciled, flow.reconciledSd);
      const { statistic } = flow.grossError;
      const flag = !flow.grossError.flagged ? '' : flow.grossError.oneOf.length > 0 ? t.oneOf : t.check;
      return [
        name(flow),
        tonnes(flow.value),
        tonnes(flow.sd),
        tonnes(flow.reconciled),
        tonnes(flow.reconciledSd),
        tonnes(range?.[0] ?? null),
        tonnes(range?.[1] ?? null),
        statistic === null ? null : Number(statistic.toFixed(2)),
        flag,
      ];
    }),
  };

  const uncertainty: ReportTable = {
    key: 'uncertainty',
    title: t.uncertainty,
    note: t.uncertaintyNote,
    columns: [
      { label: t.kind, format: 'text', width: 50 },
      { label: t.relativeSd, format: 'share', width: 16 },
      { label: t.version, format: 'integer', width: 14 },
    ],
    rows: rules.map((rule) => [t.kinds[rule.kind], rule.relativeSd, rule.version]),
  };
  return [reconciled, uncertainty];
}
