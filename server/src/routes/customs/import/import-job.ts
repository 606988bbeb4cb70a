import type { Queryable } from '../../../db/database';
import { recordAudit } from '../../../db/audit';
import type { JobContext, JobDefinition } from '../../../jobs/job-definition';
import { layoutOf, parseLine, WRONG_COLUMNS_MESSAGE, type CustomsRow, type CustomsType, type Layout } from './columns';
import { MAX_LINES, MAX_REPORTED_ERRORS, STAGE_BATCH_ROWS, tooManyLinesMessage } from './limits';
import { readRows, UnreadableFileError, type FileFormat } from './read-rows';

export const CUSTOMS_IMPORT_QUEUE = 'customs-import';

interface UploadRow {
  type: CustomsType;
  file_format: FileFormat;
  status: string;
  content: Buffer | Uint8Array | null;
  created_by: string | null;
}

/** Why a file is refused; the lines it names are kept in the order found. */
class FileErrors {
  private readonly quoted: string[] = [];
  count = 0;
  add(message: string) {
    this.count += 1;
    if (this.quoted.length < MAX_REPORTED_ERRORS) this.quoted.push(message);
  }
  message(): string {
    if (this.count === 1) return this.quoted[0];
    const shown = this.count > MAX_REPORTED_ERRORS ? ` (the first ${MAX_REPORTED_ERRORS})` : '';
    return `${this.count.toLocaleString('en')} lines have errors${shown}:\n${this.quoted.join('\n')}`;
  }
}

async function stage(db: Queryable, uploadId: string, rows: CustomsRow[]): Promise<void> {
  const column = <K extends keyof CustomsRow>(key: K) => rows.map((row) => row[key]);
  await db.query(
    `INSERT INTO customs_staged_rows (upload_id, line_number, year, month, hs_code, description, partner_country,
                                      quantity, quantity_unit, net_weight_kg, value, currency)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[],
                              $8::numeric[], $9::text[], $10::numeric[], $11::numeric[], $12::text[])
     ON CONFLICT (upload_id, line_number) DO NOTHING`,
    [
      uploadId,
      column('lineNumber'),
      column('year'),
      column('month'),
      column('hsCode'),
      column('description'),
      column('partnerCountry'),
      column('quantity'),
      column('quantityUnit'),
      column('netWeightKg'),
      column('value'),
      column('currency'),
    ],
  );
  await db.query('UPDATE customs_uploads SET rows_done = rows_done + $2 WHERE id = $1', [uploadId, rows.length]);
}

/** Reads, checks and stages every line; the errors found, none when the file may be merged. */
async function stageFile(db: Queryable, uploadId: string, upload: UploadRow): Promise<FileErrors> {
  const errors = new FileErrors();
  const content = Buffer.from(upload.content ?? new Uint8Array());
  if (content.length === 0) {
    errors.add('The file is empty');
    return errors;
  }
  let layout: Layout | undefined;
  let batch: CustomsRow[] = [];
  let lines = 0;
  try {
    for await (const { lineNumber, cells } of readRows(upload.file_format, content)) {
      if (layout === undefined) {
        const found = layoutOf(cells);
        if (!found) {
          errors.add(WRONG_COLUMNS_MESSAGE);
          return errors;
        }
        layout = found;
        continue;
      }
      lines += 1;
      if (lines > MAX_LINES) {
        errors.add(tooManyLinesMessage());
        return errors;
      }
      const parsed = parseLine(layout, cells, lineNumber, upload.type);
      if (!parsed.ok) errors.add(parsed.message);
      else if (errors.count === 0) batch.push(parsed.row);
      if (batch.length >= STAGE_BATCH_ROWS) {
        await stage(db, uploadId, batch);
        batch = [];
      }
    }
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    errors.add(error.message);
    return errors;
  }
  if (layout === undefined) errors.add('The file is empty');
  else if (lines === 0 && errors.count === 0) errors.add('The file has a header and no lines');
  if (errors.count === 0 && batch.length > 0) await stage(db, uploadId, batch);
  if (errors.count === 0) await findRepeatedLines(db, uploadId, errors);
  return errors;
}

async function findRepeatedLines(db: Queryable, uploadId: string, errors: FileErrors): Promise<void> {
  const { rows } = await db.query<{ line_number: number; first_line: number }>(
    `SELECT line_number, first_line FROM (
       SELECT line_number, min(line_number) OVER (PARTITION BY year, month, hs_code, partner_country) AS first_line
         FROM customs_staged_rows WHERE upload_id = $1) t
      WHERE line_number <> first_line
      ORDER BY line_number`,
    [uploadId],
  );
  for (const row of rows) {
    errors.add(`Line ${row.line_number}: repeats line ${row.first_line} (same year, month, HS code and partner country)`);
  }
}

async function fail(context: JobContext, uploadId: string, upload: UploadRow, message: string): Promise<object> {
  await context.db.transaction(async (tx) => {
    await tx.query('DELETE FROM customs_staged_rows WHERE upload_id = $1', [uploadId]);
    await tx.query(
      `UPDATE customs_uploads SET status = 'FAILED', error_message = $2, rows_done = 0, content = NULL, finished_at = now()
        WHERE id = $1 AND status = 'PENDING'`,
      [uploadId, message],
    );
    await recordAudit(tx, { actorUserId: upload.created_by, action: 'import', entity: 'customs_upload', entityId: uploadId, after: { status: 'FAILED' } });
  });
  return { status: 'FAILED' };
}

/** Moves the staged lines into customs_lines, records new codes as pending, and closes the upload: all or nothing. */
async function merge(context: JobContext, uploadId: string, upload: UploadRow): Promise<object> {
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM customs_uploads WHERE id = $1 FOR UPDATE', [uploadId]);
    if (rows[0]?.status !== 'PENDING') return { status: rows[0]?.status ?? 'MISSING' };
    const codes = await tx.query(
      `INSERT INTO hs_codes (code, description, level, chapter, heading, in_nomenclature, first_seen_at)
       SELECT DISTINCT ON (left(hs_code, 6)) left(hs_code, 6),
              CASE WHEN description = '' THEN 'Not in the HS2022 nomenclature' ELSE description END,
              6, left(hs_code, 2), left(hs_code, 4), false, now()
         FROM customs_staged_rows WHERE upload_id = $1
        ORDER BY left(hs_code, 6), description = '', line_number
       ON CONFLICT (code) DO UPDATE SET first_seen_at = now() WHERE hs_codes.first_seen_at IS NULL
       RETURNING code`,
      [uploadId],
    );
    const lines = await tx.query<{ n: number }>(
      `WITH moved AS (
         INSERT INTO customs_lines (upload_id, line_number, type, year, month, hs_code, hs6, description, partner_country,
                                    quantity, quantity_unit, net_weight_kg, value, currency)
         SELECT upload_id, line_number, $2, year, month, hs_code, left(hs_code, 6), description, partner_country,
                quantity, quantity_unit, net_weight_kg, value, currency
           FROM customs_staged_rows WHERE upload_id = $1
         ON CONFLICT (upload_id, line_number) DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS n FROM moved`,
      [uploadId, upload.type],
    );
    await tx.query('DELETE FROM customs_staged_rows WHERE upload_id = $1', [uploadId]);
    const count = lines.rows[0].n;
    await tx.query(
      `UPDATE customs_uploads SET status = 'COMPLETED', row_count = $2, rows_done = $2, content = NULL, finished_at = now() WHERE id = $1`,
      [uploadId, count],
    );
    await recordAudit(tx, {
      actorUserId: upload.created_by,
      action: 'import',
      entity: 'customs_upload',
      entityId: uploadId,
      after: { status: 'COMPLETED', lines: count, newHsCodes: codes.rows.length },
    });
    return { status: 'COMPLETED', lines: count };
  });
}

/** Runs one upload's import; safe to run again (a retry after a crash starts the staging over). */
export async function importCustomsFile(uploadId: string, context: JobContext): Promise<object> {
  const { rows } = await context.db.query<UploadRow>(
    'SELECT type, file_format, status, content, created_by FROM customs_uploads WHERE id = $1',
    [uploadId],
  );
  const upload = rows[0];
  if (!upload || upload.status !== 'PENDING') return { status: upload?.status ?? 'MISSING' };
  await context.db.query('DELETE FROM customs_staged_rows WHERE upload_id = $1', [uploadId]);
  await context.db.query('UPDATE customs_uploads SET rows_done = 0 WHERE id = $1', [uploadId]);
  const errors = await stageFile(context.db, uploadId, upload);
  if (errors.count > 0) return fail(context, uploadId, upload, errors.message());
  return merge(context, uploadId, upload);
}

/** An uploaded customs file, from staging to merged lines (routes/customs/upload). */
export const customsImportJob: JobDefinition = {
  name: CUSTOMS_IMPORT_QUEUE,
  // A killed worker's job expires and runs again; after the last retry the status call reports FAILED.
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 900 },
  run: (data, context) => importCustomsFile((data as { uploadId: string }).uploadId, context),
};
