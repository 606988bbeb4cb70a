/** Template demo data, not measurements: plastic collected per month in tonnes, shown by the chart pages. */
export const demoMonthlyCollection: number[] = [42, 38, 51, 47, 56, 61];

/** Month names in the page's language, so the demo needs no month strings of its own. */
export function monthLabel(monthIndex: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short' }).format(new Date(2025, monthIndex, 1));
}
