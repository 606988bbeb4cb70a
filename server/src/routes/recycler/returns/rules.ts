import { AppError } from '#errors';
import type { MasterDataEntry } from '../master-data/schemas';
import type { ReturnBody } from './schemas';

/**
 * The stated tolerance of the mass balance (docs/decisions.md, "Recyclers"): scales and rounding differ,
 * so a gap of up to 0.5 % of what came in (opening stock + intake), and never less than 1 kg, is accepted.
 */
export const BALANCE_TOLERANCE_SHARE = 0.005;
export const BALANCE_TOLERANCE_MIN_KG = 1;

const sum = (lines: readonly { kg: number }[]) => lines.reduce((total, line) => total + line.kg, 0);
/** Grams: the stored precision, so that sums do not drift by floating point. */
const grams = (kg: number) => Math.round(kg * 1000);

export interface Balance {
  inKg: number;
  outKg: number;
  gapKg: number;
  toleranceKg: number;
  balanced: boolean;
}

/** opening stock + intake = output + rejected + closing stock, within the tolerance. */
export function massBalance(body: Pick<ReturnBody, 'openingStockKg' | 'closingStockKg' | 'intake' | 'output' | 'rejected'>): Balance {
  const inG = grams(body.openingStockKg) + grams(sum(body.intake));
  const outG = grams(sum(body.output)) + grams(sum(body.rejected)) + grams(body.closingStockKg);
  const toleranceG = Math.max(BALANCE_TOLERANCE_MIN_KG * 1000, Math.round(inG * BALANCE_TOLERANCE_SHARE));
  return {
    inKg: inG / 1000,
    outKg: outG / 1000,
    gapKg: (inG - outG) / 1000,
    toleranceKg: toleranceG / 1000,
    balanced: Math.abs(inG - outG) <= toleranceG,
  };
}

const kgText = (kg: number) => `${kg.toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;

export function unbalanced(balance: Balance): AppError {
  const side = balance.gapKg > 0 ? 'more came in than went out' : 'more went out than came in';
  return new AppError(
    400,
    'MASS_BALANCE',
    `The return does not balance: opening stock + intake is ${kgText(balance.inKg)}, output + rejected + closing stock is ${kgText(balance.outKg)}; ` +
      `the gap is ${kgText(Math.abs(balance.gapKg))} (${side}), more than the ${kgText(balance.toleranceKg)} allowed.`,
    balance,
  );
}

/** 'YYYY-MM' of this month in Sri Lanka: later months are refused. */
export function checkMonth(month: string, colomboToday: string): void {
  const [year, monthNumber] = month.split('-').map(Number);
  if (monthNumber < 1 || monthNumber > 12 || year < 2000)
    throw new AppError(400, 'VALIDATION', `${month} is not a month`, { field: 'body.month' });
  if (month > colomboToday.slice(0, 7)) throw new AppError(400, 'VALIDATION', 'The month cannot be in the future', { field: 'body.month' });
}

/** Each line names a current entry of its list, once. */
export function checkLines(field: string, lines: readonly { id: string }[], entries: Map<string, MasterDataEntry>): void {
  const seen = new Set<string>();
  for (const [index, { id }] of lines.entries()) {
    const entry = entries.get(id);
    if (!entry) throw new AppError(400, 'VALIDATION', `Unknown entry ${id}: choose one of the list`, { field: `body.${field}/${index}` });
    if (entry.retired)
      throw new AppError(400, 'VALIDATION', `'${entry.name}' is retired: choose a current entry`, { field: `body.${field}/${index}` });
    if (seen.has(id)) throw new AppError(400, 'VALIDATION', `'${entry.name}' is listed twice`, { field: `body.${field}/${index}` });
    seen.add(id);
  }
}
