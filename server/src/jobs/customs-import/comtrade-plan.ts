import type { CustomsRow, CustomsType, Layout, SetAsideReason } from './columns';
import { parseLine } from './columns';
import type { ForeignReporter } from './comtrade';
import { readRows, type FileFormat, type FileSource } from './read-rows';

const periodOf = (row: CustomsRow) => `${row.year}|${row.month ?? ''}`;

/**
 * What a first reading of a Comtrade file finds before anything is written: whose report it is, the codes of
 * each period (a chapter or heading beside its own more detailed codes is set aside: the same trade would be
 * counted twice; ADR 0221) and breakdown rows whose total the file does not hold.
 */
export class ComtradePlan {
  foreign: ForeignReporter | undefined;
  private readonly codes = new Map<string, Set<string>>();
  private readonly covered = new Map<string, boolean>();
  private readonly totals = new Set<string>();
  private readonly breakdowns = new Map<string, number>();

  add(row: CustomsRow, setAside: SetAsideReason | null): void {
    const key = `${periodOf(row)}|${row.hsCode}|${row.partnerCountry}`;
    if (setAside === 'BREAKDOWN') {
      if (!this.breakdowns.has(key)) this.breakdowns.set(key, row.lineNumber);
      return;
    }
    if (setAside !== null) return;
    this.totals.add(key);
    const period = periodOf(row);
    let codes = this.codes.get(period);
    if (!codes) this.codes.set(period, (codes = new Set()));
    codes.add(row.hsCode);
  }

  /** True when the file holds a more detailed code under this one in the same period. */
  isCovered(row: CustomsRow): boolean {
    if (row.hsCode.length >= 6) return false;
    const key = `${periodOf(row)}|${row.hsCode}`;
    let covered = this.covered.get(key);
    if (covered === undefined) {
      covered = false;
      for (const code of this.codes.get(periodOf(row)) ?? []) {
        if (code.length > row.hsCode.length && code.startsWith(row.hsCode)) {
          covered = true;
          break;
        }
      }
      this.covered.set(key, covered);
    }
    return covered;
  }

  /** Line numbers of breakdown rows whose total (all partners 2, procedures and transport) is not in the file. */
  breakdownsWithoutTotal(): number[] {
    return [...this.breakdowns].filter(([key]) => !this.totals.has(key)).map(([, line]) => line);
  }
}

/** Reads a Comtrade file once to plan its import; lines with errors are left for the import to report. */
export async function planComtradeFile(format: FileFormat, source: FileSource, layout: Layout, type: CustomsType): Promise<ComtradePlan> {
  const plan = new ComtradePlan();
  let header = true;
  for await (const rows of readRows(format, source)) {
    for (const { lineNumber, cells } of rows) {
      if (header) {
        header = false;
        continue;
      }
      const parsed = parseLine(layout, cells, lineNumber, type);
      if (parsed.ok) plan.add(parsed.row, parsed.setAside);
      else if (parsed.foreign) {
        plan.foreign = parsed.foreign;
        return plan;
      }
    }
  }
  return plan;
}
