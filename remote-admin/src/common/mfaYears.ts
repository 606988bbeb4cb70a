/** The current year in Sri Lanka, and the ten years a summary may show (spec section 9). */
export function colomboYearNow(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(new Date()));
}

export function selectableYears(): number[] {
  const now = colomboYearNow();
  return Array.from({ length: 10 }, (_, index) => now - index);
}

export const tonnes = (kg: number) => kg / 1000;
