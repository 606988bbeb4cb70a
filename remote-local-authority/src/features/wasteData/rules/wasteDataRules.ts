import { periodKg } from '@/common/rules/periodKg';
import { periodRuleBreach, type PeriodRuleBreach } from '@/common/rules/period';
import type { WasteDataInput } from '../api/types';

/** The same tolerance as the server: a gram, for quantities typed with decimals. */
const TOLERANCE_KG = 0.001;

/** The period of an input: one day for DAILY, start to end for RANGE. */
export function periodOf(input: Pick<WasteDataInput, 'frequencyType' | 'entryDate' | 'startDate' | 'endDate'>): {
  startDate?: string;
  endDate?: string;
} {
  return input.frequencyType === 'DAILY'
    ? { startDate: input.entryDate, endDate: input.entryDate }
    : { startDate: input.startDate, endDate: input.endDate };
}

/** Recycled (kg for the period), recovered and rejected may not add up to more than was collected. */
function partsExceedCollected(input: WasteDataInput): boolean {
  const { startDate, endDate } = periodOf(input);
  if (!startDate || !endDate) return false;
  const kg = (quantity: number) => periodKg(quantity, input.quantityUnit, startDate, endDate);
  const parts = input.recycledQuantityKg + kg(input.recoveredQuantity) + kg(input.rejectedQuantity);
  return parts > kg(input.collectedQuantity) + TOLERANCE_KG;
}

export type WasteDataRuleBreach = 'dateInFuture' | PeriodRuleBreach | 'partsExceedCollected';

/**
 * The first rule of a record that fails, in the server's order (server/src/routes/local-authority/waste-rules.ts):
 * a rule is judged only once the ones before it hold, so that the sum of the parts is never compared
 * over a period that is itself refused.
 */
export function firstRuleBreach(
  input: WasteDataInput,
  { today, maxPeriodDays }: { today: string; maxPeriodDays: number },
): WasteDataRuleBreach | null {
  const { startDate, endDate } = periodOf(input);
  if (!startDate || !endDate) return null;
  if ([input.entryDate, input.startDate, input.endDate].some((date) => date !== undefined && date > today)) return 'dateInFuture';
  return periodRuleBreach(startDate, endDate, maxPeriodDays) ?? (partsExceedCollected(input) ? 'partsExceedCollected' : null);
}
