/**
 * The server's mass balance (server/src/routes/recycler/save-recycler-waste-data/mass-balance.ts), so that the
 * form shows the gap while it is typed: opening stock + intake = output + rejected + closing stock, within
 * 0.5 % of what came in and never less than 1 kg. Both run the cases of shared/test/fixtures/mass-balance.json.
 */
export const BALANCE_TOLERANCE_SHARE = 0.005;
export const BALANCE_TOLERANCE_MIN_KG = 1;

const grams = (kg: number) => Math.round(kg * 1000);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export interface Balance {
  inKg: number;
  outKg: number;
  /** Positive: more came in than went out. */
  gapKg: number;
  toleranceKg: number;
  balanced: boolean;
}

export interface BalanceParts {
  openingStockKg: number;
  closingStockKg: number;
  intake: readonly { kg: number }[];
  output: readonly { kg: number }[];
  rejected: readonly { kg: number }[];
}

export function massBalance(parts: BalanceParts): Balance {
  const kgs = (lines: readonly { kg: number }[]) => lines.map((line) => line.kg);
  const inG = grams(parts.openingStockKg) + grams(sum(kgs(parts.intake)));
  const outG = grams(sum(kgs(parts.output))) + grams(sum(kgs(parts.rejected))) + grams(parts.closingStockKg);
  const toleranceG = Math.max(BALANCE_TOLERANCE_MIN_KG * 1000, Math.round(inG * BALANCE_TOLERANCE_SHARE));
  return {
    inKg: inG / 1000,
    outKg: outG / 1000,
    gapKg: (inG - outG) / 1000,
    toleranceKg: toleranceG / 1000,
    balanced: Math.abs(inG - outG) <= toleranceG,
  };
}
