import type { Database, Queryable } from '#db/database';
import { recordAudit } from '#db/audit';
import type { ErrorCode, ErrorParams } from '#errors';
import { layoutOf, parseLine, WRONG_HEADER, type CustomsRow, type CustomsType, type Layout } from './customs-import/columns';
import type { ForeignReporter } from './customs-import/comtrade';
import { planComtradeFile, type ComtradePlan } from './customs-import/comtrade-plan';
import { ImportNotesCounter } from './customs-import/import-notes';
import { openLinesCopy, type LinesCopy } from './customs-import/copy-lines';
import { englishOf, lineMessage, type ImportProblem, type Problem } from './customs-import/import-problems';
import { DELETE_BATCH_ROWS, MAX_LINES, MAX_REPORTED_ERRORS, stageBatchRows, TOO_MANY_LINES } from './customs-import/limits';
import { deleteParts, partsOf } from './customs-import/parts';
import { countBytesRead, deleteProgress, recordProgress } from './customs-import/progress';
import { readRows, UnreadableFileError, type FileFormat } from './customs-import/read-rows';
import { RepeatedLines } from './customs-import/repeated-lines';
import type { JobContext, JobDefinition } from './job-definition';

export const CUSTOMS_IMPORT_QUEUE = 'customs-import';

/** One uploaded file: its upload's id, which is also the job's id (routes/customs/upload). */
export interface CustomsImportPayload {
  uploadId: string;
}

interface UploadRow {
  type: CustomsType;
  file_format: FileFormat;
  status: string;
  size_bytes: string | number;
  created_by: string | null;
}

/** What the browser words of a refused file: how many lines had problems, and those of the lines quoted. */
export interface ImportErrorDetails {
  lines: number;
  problems: ImportProblem[];
}

/** Why a file is refused; the lines it names are kept in the order found. */
class FileErrors {
  private readonly quoted: string[] = [];
  private readonly problems: ImportProblem[] = [];
  count = 0;
  /** A refusal the browser words by its code (the whole file, not its lines). */
  coded: { code: ErrorCode; params: ErrorParams } | undefined;
  /** Another country's report: refused whole, by the reporter's name (never by its lines). */
  foreign(reporter: ForeignReporter) {
    this.count = 1;
    this.quoted.splice(0, this.quoted.length, foreignReporterMessage(reporter));
    this.coded = { code: 'FOREIGN_REPORTER' satisfies ErrorCode, params: { reporter: reporter.name, code: reporter.code } };
  }
  /** A line's problems, or the whole file's (`line` null). */
  add(line: number | null, problems: readonly Problem[]) {
    this.count += 1;
    if (this.quoted.length >= MAX_REPORTED_ERRORS) return;
    this.quoted.push(line === null ? problems.map(englishOf).join('; ') : lineMessage(line, problems));
    for (const problem of problems) this.problems.push({ line, ...problem });
  }
  details(): ImportErrorDetails | undefined {
    return this.coded ? undefined : { lines: this.count, problems: this.problems };
  }
  message(): string {
    if (this.count === 1) return this.quoted[0];
    const shown = this.count > MAX_REPORTED_ERRORS ? ` (the first ${MAX_REPORTED_ERRORS})` : '';
    return `${this.count.toLocaleString('en')} lines have errors${shown}:\n${this.quoted.join('\n')}`;
  }
}

export const foreignReporterMessage = (reporter: ForeignReporter) =>
  `This file is ${reporter.name}'s report of its trade (reporter ${reporter.code}), not Sri Lanka's (144); only Sri Lanka's customs files are imported`;

/**
 * A chapter or heading a file brought takes the sector its subheadings share, when they all have the same
 * one and staff have not set its own (ADR 0221); otherwise it waits pending like any new code.
 */
async function adoptSubheadingsSector(tx: Queryable, codes: string[]): Promise<void> {
  await tx.query(
    `UPDATE hs_codes h SET sector_id = shared.sector_id
       FROM (SELECT p.code, min(k.sector_id) AS sector_id
               FROM hs_codes p JOIN hs_codes k ON k.level = 6 AND k.in_nomenclature AND left(k.code, p.level) = p.code
              WHERE p.code = ANY($1::text[]) AND p.level < 6
              GROUP BY p.code HAVING count(*) = count(k.sector_id) AND count(DISTINCT k.sector_id) = 1) shared
      WHERE h.code = shared.code AND h.sector_id IS NULL AND h.sector_updated_at IS NULL`,
    [codes],
  );
}

/**
 * On PGlite the import shares the server's one connection and thread, and a query there finishes without
 * ever giving the event loop a turn: a loop of batches would hold every request until the file ends. So
 * after each batch the job steps aside for as long as the batch took (requests that arrived meanwhile run
 * first, and at most one batch ever stands between a request's queries and the database). PostgreSQL serves
 * other requests on other connections: no pause.
 */
async function shareTheDatabase<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.driver !== 'pglite') return work();
  const started = performance.now();
  const result = await work();
  await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, performance.now() - started)));
  return result;
}

/**
 * Deletes an upload's lines a batch at a time, so that no statement holds the database for long (on PGlite
 * every request waits for it). What is left when it returns is deleted in the caller's closing transaction.
 */
export async function deleteUploadLines(db: Database, uploadId: string): Promise<void> {
  for (;;) {
    const { rows } = await shareTheDatabase(db, () =>
      db.query<{ n: number }>(
        `WITH gone AS (
         DELETE FROM customs_lines WHERE id IN (SELECT id FROM customs_lines WHERE upload_id = $1 LIMIT $2) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
        [uploadId, DELETE_BATCH_ROWS],
      ),
    );
    if (rows[0].n < DELETE_BATCH_ROWS) return;
  }
}

/**
 * An upload that will not import turns FAILED with `message`, audited as `after`: what is left of its lines
 * (deleteUploadLines first), its parts and its progress go in the caller's transaction.
 */
export async function markUploadFailed(
  tx: Queryable,
  uploadId: string,
  message: string,
  audit: { actorUserId: string | null; after: Record<string, unknown> },
  coded?: { code: string; params: ErrorParams },
  details?: ImportErrorDetails,
): Promise<void> {
  await tx.query('DELETE FROM customs_lines WHERE upload_id = $1', [uploadId]);
  await deleteParts(tx, uploadId);
  await deleteProgress(tx, uploadId);
  await tx.query(
    `UPDATE customs_uploads SET status = 'FAILED', error_message = $2, error_code = $3, error_params = $4, error_details = $5,
            finished_at = now()
      WHERE id = $1 AND status = 'PENDING'`,
    [uploadId, message, coded?.code ?? null, coded ? JSON.stringify(coded.params) : null, details ? JSON.stringify(details) : null],
  );
  await recordAudit(tx, { ...audit, action: 'import', entity: 'customs_upload', entityId: uploadId });
}

/** What one run wrote: the codes of its lines (6-digit parents) and how many lines. */
interface Written {
  codes: Set<string>;
  lines: number;
  notes: ImportNotesCounter;
}

/**
 * Writes one batch: the 6-digit codes the run has not met yet (new ones not in the nomenclature, not yet
 * pending: that happens when the file completes), then the lines with COPY, invisible until the upload is
 * COMPLETED. A rerun of a batch cannot happen within a run; a new run starts by deleting the earlier one's lines.
 */
async function writeBatch(db: Queryable, copy: LinesCopy, uploadId: string, rows: CustomsRow[], written: Written): Promise<void> {
  const fresh = new Map<string, { description: string; classification: string | null }>();
  for (const row of rows) {
    const code = row.hsCode.slice(0, 6);
    if (written.codes.has(code)) continue;
    const known = fresh.get(code);
    if (!known || (known.description === '' && row.description !== ''))
      fresh.set(code, { description: row.description, classification: row.classification });
  }
  if (fresh.size > 0) {
    // A code of the file's version (H3 to H6) that HS2022 lacks waits pending with its version (ADR 0223).
    await db.query(
      `INSERT INTO hs_codes (code, description, level, chapter, heading, in_nomenclature, classification)
       SELECT c, CASE WHEN d = '' THEN 'Not in the HS2022 nomenclature' ELSE d END, length(c), left(c, 2),
              CASE WHEN length(c) >= 4 THEN left(c, 4) END, false, v
         FROM unnest($1::text[], $2::text[], $3::text[]) AS t (c, d, v)
       ON CONFLICT (code) DO NOTHING`,
      [[...fresh.keys()], [...fresh.values()].map((f) => f.description), [...fresh.values()].map((f) => f.classification)],
    );
    for (const code of fresh.keys()) written.codes.add(code);
  }
  await copy.write(rows);
  written.lines += rows.length;
  await recordProgress(db, uploadId, written.lines);
}

/**
 * Streams the file's parts through the parser, checks every line and writes the good ones in batches while
 * the next batch is parsed (one batch in flight). Once a bad line is found nothing more is written and the
 * rest of the file is only checked. Returns the errors found (none: the file may be published).
 */
async function importLines(db: Database, uploadId: string, upload: UploadRow, written: Written): Promise<FileErrors> {
  const errors = new FileErrors();
  if (Number(upload.size_bytes) === 0) {
    errors.add(null, [{ code: 'FILE_EMPTY', params: {} }]);
    return errors;
  }
  const batchRows = stageBatchRows(db.driver);
  const repeats = new RepeatedLines();
  let layout: Layout | undefined;
  let plan: ComtradePlan | undefined;
  let batch: CustomsRow[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  const copy = await openLinesCopy(db, uploadId, upload.type);
  const send = async (rows: CustomsRow[]) => {
    await inFlight;
    inFlight = shareTheDatabase(db, () => writeBatch(db, copy, uploadId, rows, written));
    // Awaited before the next batch and at the end; a failure must not go unhandled in between.
    inFlight.catch(() => undefined);
  };
  let lines = 0;
  try {
    file: for await (const rows of readRows(upload.file_format, countBytesRead(uploadId, partsOf(db, uploadId)))) {
      for (const { lineNumber, cells } of rows) {
        if (layout === undefined) {
          const found = layoutOf(cells);
          if (!found) {
            errors.add(null, [WRONG_HEADER]);
            break file;
          }
          layout = found;
          if (layout.kind !== 'PRODUCT') {
            // A Comtrade file is read once before anything is written: whose it is, and which lines repeat others.
            plan = await planComtradeFile(upload.file_format, partsOf(db, uploadId), layout, upload.type);
            if (plan.foreign) {
              errors.foreign(plan.foreign);
              break file;
            }
            for (const line of plan.breakdownsWithoutTotal()) errors.add(line, [{ code: 'BREAKDOWN_WITHOUT_TOTAL', params: {} }]);
            if (errors.count > 0) break file;
          }
          continue;
        }
        lines += 1;
        if (lines > MAX_LINES) {
          errors.add(null, [TOO_MANY_LINES]);
          break file;
        }
        const parsed = parseLine(layout, cells, lineNumber, upload.type);
        if (!parsed.ok) {
          if (parsed.foreign) {
            errors.foreign(parsed.foreign);
            break file;
          }
          errors.add(lineNumber, parsed.problems);
          continue;
        }
        const setAside = parsed.setAside ?? (plan?.isCovered(parsed.row) ? 'AGGREGATE' : null);
        if (setAside !== null) {
          written.notes.setAside(setAside);
          continue;
        }
        written.notes.line(parsed.row);
        repeats.add(parsed.row);
        if (errors.count > 0) continue;
        batch.push(parsed.row);
        if (batch.length >= batchRows) {
          await send(batch);
          batch = [];
        }
      }
    }
    if (errors.count === 0 && batch.length > 0) await send(batch);
    await inFlight;
    if (errors.count > 0) return errors;
    if (layout === undefined) errors.add(null, [{ code: 'FILE_EMPTY', params: {} }]);
    else if (lines === 0) errors.add(null, [{ code: 'NO_LINES', params: {} }]);
    else if (written.lines === 0) errors.add(null, [{ code: 'ONLY_SET_ASIDE', params: { lines: written.notes.setAsideCount() } }]);
    else for (const { line, ...problem } of repeats.problems()) errors.add(line, [problem]);
    if (errors.count === 0) await copy.commit();
    return errors;
  } catch (error) {
    await inFlight.catch(() => undefined);
    if (!(error instanceof UnreadableFileError)) throw error;
    errors.add(null, [{ code: 'UNREADABLE', params: { message: error.message } }]);
    return errors;
  } finally {
    await copy.close();
  }
}

/** A refused file: its lines deleted in batches, then the upload FAILED with the reasons, in one transaction. */
async function fail(context: JobContext, uploadId: string, upload: UploadRow, errors: FileErrors, written: Written): Promise<object> {
  await deleteUploadLines(context.db, uploadId);
  await context.db.transaction(async (tx) => {
    const audit = { actorUserId: upload.created_by, after: { status: 'FAILED' } };
    await markUploadFailed(tx, uploadId, errors.message(), audit, errors.coded, errors.details());
    // Codes this file brought that nothing else uses go again (they were never pending).
    await tx.query(
      `DELETE FROM hs_codes h
        WHERE h.code = ANY($1::text[]) AND NOT h.in_nomenclature AND h.first_seen_at IS NULL AND h.sector_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM customs_lines l WHERE l.type IN ('IMPORT', 'EXPORT') AND l.hs6 = h.code)`,
      [[...written.codes]],
    );
  });
  return { status: 'FAILED' };
}

/**
 * A file that grows customs_lines by a tenth or more leaves the planner's row counts behind until autovacuum
 * analyses the table: the first searches after a large file turned visible were planned for a near-empty
 * table and were slow. So the table is analysed before the lines turn visible (they are committed, and only
 * the upload's status hides them). On PostgreSQL from a tenth of the usual sample, which is quicker and which
 * autovacuum's own analysis soon refines; PGlite has no autovacuum, so there the sample is the usual one.
 */
async function analyseIfGrown(db: Database, lines: number): Promise<void> {
  const { rows } = await db.query<{ estimate: number }>(
    `SELECT reltuples::float8 AS estimate FROM pg_class WHERE oid = 'customs_lines'::regclass`,
  );
  if (lines < 0.1 * Math.max(rows[0]?.estimate ?? 0, 0)) return;
  // The uploads too: never analysed, the planner took the visible lines (those of COMPLETED uploads) for a
  // handful and sorted every line for a page instead of reading the lines' order from its index.
  if (db.driver === 'pglite') {
    await db.query('ANALYZE customs_lines, customs_uploads');
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL default_statistics_target = 10');
    await tx.query('ANALYZE customs_lines, customs_uploads');
  });
}

/**
 * Publishes the written lines: the upload turns COMPLETED (which makes its lines visible), its new codes
 * turn pending and the file's parts go, in one short transaction under the upload's row lock.
 */
async function complete(context: JobContext, uploadId: string, upload: UploadRow, written: Written): Promise<object> {
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM customs_uploads WHERE id = $1 FOR UPDATE', [uploadId]);
    if (rows[0]?.status !== 'PENDING') return { status: rows[0]?.status ?? 'MISSING' };
    const codes = await tx.query(
      // Chapters and headings (a heading-level file) do not wait: they take their subheadings' shared sector or none.
      'UPDATE hs_codes SET first_seen_at = now() WHERE code = ANY($1::text[]) AND level = 6 AND first_seen_at IS NULL RETURNING code',
      [[...written.codes]],
    );
    await adoptSubheadingsSector(tx, [...written.codes]);
    await deleteParts(tx, uploadId);
    await deleteProgress(tx, uploadId);
    await tx.query(
      `UPDATE customs_uploads SET status = 'COMPLETED', row_count = $2, import_notes = $3, finished_at = now() WHERE id = $1`,
      [uploadId, written.lines, JSON.stringify(written.notes.notes)],
    );
    await recordAudit(tx, {
      actorUserId: upload.created_by,
      action: 'import',
      entity: 'customs_upload',
      entityId: uploadId,
      after: { status: 'COMPLETED', lines: written.lines, newHsCodes: codes.rows.length, notes: written.notes.notes },
    });
    return { status: 'COMPLETED', lines: written.lines, notes: written.notes.notes };
  });
}

/**
 * Runs one upload's import; safe to run again: a run starts by deleting what an earlier run of the same
 * upload wrote (a worker killed mid-file), and a finished upload is left as it is.
 */
export async function importCustomsFile(uploadId: string, context: JobContext): Promise<object> {
  const { rows } = await context.db.query<UploadRow>(
    'SELECT type, file_format, status, size_bytes, created_by FROM customs_uploads WHERE id = $1',
    [uploadId],
  );
  const upload = rows[0];
  if (!upload || upload.status !== 'PENDING') return { status: upload?.status ?? 'MISSING' };
  await deleteUploadLines(context.db, uploadId);
  await deleteProgress(context.db, uploadId);
  const written: Written = { codes: new Set(), lines: 0, notes: new ImportNotesCounter() };
  const errors = await importLines(context.db, uploadId, upload, written);
  if (errors.count > 0) return fail(context, uploadId, upload, errors, written);
  await analyseIfGrown(context.db, written.lines);
  return complete(context, uploadId, upload, written);
}

/** An uploaded customs file, from its parts to published lines (routes/customs/upload). */
export const customsImportJob: JobDefinition<CustomsImportPayload> = {
  name: CUSTOMS_IMPORT_QUEUE,
  // A killed worker stops sending heartbeats: its job is retried after `heartbeatSeconds` without one, whatever
  // its length (a large file on PGlite may take longer than any fixed expiry). After the last retry the status
  // call reports FAILED.
  // `notify`: the worker starts on the upload at once, not at its next poll (a long wait on PGlite).
  queue: { retryLimit: 3, retryDelay: 5, heartbeatSeconds: 30, expireInSeconds: 4 * 3600, notify: true },
  run: ({ uploadId }, context) => importCustomsFile(uploadId, context),
};
