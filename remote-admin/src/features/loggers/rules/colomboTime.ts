/** Sri Lanka is UTC+05:30 all year (no daylight saving). */
const COLOMBO_OFFSET_MS = 5.5 * 3600_000;

/**
 * An instant in Sri Lanka time to the second (2026-03-01 14:05:09), wherever the browser is: the audit log's
 * screen and its CSV say the same time (server/src/routes/loggers/index.ts, colomboTime).
 */
export const colomboTime = (iso: string) => new Date(Date.parse(iso) + COLOMBO_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
