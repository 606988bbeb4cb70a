/**
 * A computed kg figure as shown: at most one decimal, none from 100 kg on. A period's total divided by its
 * days is exact to the gram on paper only ("40,322.581 kg a day"); typed figures are shown as typed.
 */
export function shownKg(kg: number): number {
  return Math.abs(kg) >= 100 ? Math.round(kg) : Math.round(kg * 10) / 10;
}

/** Tonnes for a computed kg figure, agreeing with `shownKg` of the same figure. */
export const shownTonnes = (kg: number): number => shownKg(kg) / 1000;
