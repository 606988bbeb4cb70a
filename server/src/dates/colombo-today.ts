const COLOMBO = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Sri Lanka as 'YYYY-MM-DD', whatever the server's own time zone. */
export function colomboToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(COLOMBO.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function colomboYear(now: Date = new Date()): number {
  return Number(colomboToday(now).slice(0, 4));
}
