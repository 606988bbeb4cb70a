/** A file larger than this is refused at upload. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** Data lines a file may hold (the header not counted). */
export const MAX_LINES = 1_000_000;
/** Bad lines quoted in a failed file's error message. */
export const MAX_REPORTED_ERRORS = 100;
/**
 * Lines checked and written at a time. On PGlite each batch is a COPY statement that every request waits
 * for, so it stays short there; on PostgreSQL other requests have other connections, and a large batch
 * (written into the file's one COPY) keeps the database busy while the worker parses the next one.
 */
export const stageBatchRows = (driver: 'pglite' | 'postgres') => (driver === 'pglite' ? 2_000 : 10_000);
/** Lines deleted per statement when a run starts over or a file fails. */
export const DELETE_BATCH_ROWS = 2_000;

export const fileTooLargeMessage = () => `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
export const TOO_MANY_LINES = { code: 'TOO_MANY_LINES', params: { max: MAX_LINES } } as const;
/** Files one account may have waiting or importing at once; another is refused until one ends. */
export const MAX_QUEUED_IMPORTS = 3;
/**
 * An XLSX keeps every distinct text of its cells once, in its shared strings, which the reader holds until the
 * sheet is read: beyond this much XML they are refused (a CSV of the same lines is read as it streams).
 */
export const MAX_SHARED_STRINGS_BYTES = 32 * 1024 * 1024;
