import type { BodyPath } from '@waste/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { PlasticType, RecyclerReturnDetail, ReturnInput } from '../api/types';

/** What the wizard's form holds: one quantity per master data entry, keyed by its id. */
export interface ReturnFormValues {
  month?: Dayjs | null;
  plasticType?: PlasticType;
  openingStockKg?: number | null;
  closingStockKg?: number | null;
  intake?: Record<string, number | null | undefined>;
  output?: Record<string, number | null | undefined>;
  rejected?: Record<string, number | null | undefined>;
  /** Not typed: the place of a warning about a group's month total (`SectionTotal`). */
  totals?: Record<string, unknown>;
}

/** The entries given a quantity above zero, in the list's order. */
function lines(values: Record<string, number | null | undefined> | undefined, allowed: readonly string[]) {
  return allowed.filter((id) => (values?.[id] ?? 0) > 0).map((id) => ({ id, kg: values?.[id] as number }));
}

export interface ReturnLists {
  sources: readonly string[];
  productTypes: readonly string[];
  destinations: readonly string[];
}

/** The call's body; output only from the chosen plastic type's product types. */
export function toReturnInput(values: ReturnFormValues, lists: ReturnLists): ReturnInput {
  return {
    month: values.month?.format('YYYY-MM') ?? '',
    plasticType: values.plasticType ?? 'HARD',
    openingStockKg: values.openingStockKg ?? 0,
    closingStockKg: values.closingStockKg ?? 0,
    intake: lines(values.intake, lists.sources).map(({ id, kg }) => ({ sourceId: id, kg })),
    output: lines(values.output, lists.productTypes).map(({ id, kg }) => ({ productTypeId: id, kg })),
    rejected: lines(values.rejected, lists.destinations).map(({ id, kg }) => ({ destinationId: id, kg })),
  };
}

const byId = (lines: readonly { id: string; kg: number }[]) => Object.fromEntries(lines.map((line) => [line.id, line.kg]));

/** A saved return as the form holds it: the starting point of its replacement. */
export function toReturnFormValues(saved: RecyclerReturnDetail): ReturnFormValues {
  return {
    month: dayjs(`${saved.month}-01`),
    plasticType: saved.plasticType as PlasticType,
    openingStockKg: saved.openingStockKg,
    closingStockKg: saved.closingStockKg,
    intake: byId(saved.intake),
    output: byId(saved.output),
    rejected: byId(saved.rejected),
  };
}

const GROUPS: readonly unknown[] = ['intake', 'output', 'rejected'];

/**
 * The form's field for a field of the sent return the server refused or warned about: a line (`intake.1.sourceId`)
 * is the form's quantity of that entry (`['intake', <its id>]`), a group (`intake`, a plausibility warning of the
 * month's total) its total; the other fields have the same name.
 */
export function returnFieldOf([name, index]: BodyPath, sent: ReturnInput): BodyPath | null {
  if (index === undefined && GROUPS.includes(name)) return ['totals', name];
  const at = typeof index === 'number' ? index : -1;
  if (name === 'intake') return sent.intake[at] ? ['intake', sent.intake[at].sourceId] : null;
  if (name === 'output') return sent.output[at] ? ['output', sent.output[at].productTypeId] : null;
  if (name === 'rejected') return sent.rejected[at] ? ['rejected', sent.rejected[at].destinationId] : null;
  return typeof name === 'string' ? [name] : null;
}
