/** The current year in Sri Lanka, the year the server counts its chart years from. */
export function colomboYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(now));
}
