import { AppError } from '#errors';

/**
 * The stated tolerance of the mass balance (routes/recycler/README.md; its cases: shared/test/fixtures/mass-balance.json): scales and rounding differ,
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
export interface BalanceParts {
  openingStockKg: number;
  closingStockKg: number;
  intake: readonly { kg: number }[];
  output: readonly { kg: number }[];
  rejected: readonly { kg: number }[];
}

export function massBalance(body: BalanceParts): Balance {
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

const kgNumber = (kg: number) => kg.toLocaleString('en-US', { maximumFractionDigits: 3 });
const kgText = (kg: number) => `${kgNumber(kg)} kg`;

export function unbalanced(balance: Balance): AppError {
  const side = balance.gapKg > 0 ? 'more came in than went out' : 'more went out than came in';
  return new AppError(
    400,
    'MASS_BALANCE',
    `The return does not balance: opening stock + intake is ${kgText(balance.inKg)}, output + rejected + closing stock is ${kgText(balance.outKg)}; ` +
      `the gap is ${kgText(Math.abs(balance.gapKg))} (${side}), more than the ${kgText(balance.toleranceKg)} allowed.`,
    balance,
  ).withParams({
    inKg: kgNumber(balance.inKg),
    outKg: kgNumber(balance.outKg),
    gapKg: kgNumber(Math.abs(balance.gapKg)),
    toleranceKg: kgNumber(balance.toleranceKg),
  });
}
