import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { pageOf } from '#schemas/paging';
import { created, type CreatorRow } from '#users/record-creator';
import { percentRead } from '#jobs/customs-import/progress';
import type { UploadProgress } from '#routes/customs/schemas';
import type { ImportNotes } from '#jobs/customs-import/import-notes';
import type { ImportErrorDetails } from '#jobs/customs-import';
import type { Upload, UploadSearcher } from './schemas';

interface UploadRow extends CreatorRow {
  id: string;
  file_name: string;
  type: string;
  file_format: string;
  size_bytes: string | number;
  row_count: number | null;
  status: string;
  error_message: string | null;
  error_code: string | null;
  error_params: Record<string, string | number> | null;
  error_details: ImportErrorDetails | null;
  import_notes: ImportNotes | null;
  finished_at: Date | null;
  rows_done: number | null;
  bytes_read: string | number | null;
  withdrawn_at: Date | null;
  withdrawn_by: string | null;
  withdrawn_by_first_name: string | null;
  withdrawn_by_last_name: string | null;
  withdrawal_reason: string | null;
}

const FROM_UPLOADS = `SELECT u.id, u.file_name, u.type, u.file_format, u.size_bytes, u.row_count, u.status, u.error_message, u.error_code,
  u.error_params, u.error_details, u.import_notes, u.created_by,
  p.first_name AS created_by_first_name, p.last_name AS created_by_last_name, u.created_at, u.finished_at,
  g.rows_done, g.bytes_read, u.withdrawn_at, u.withdrawn_by, w.first_name AS withdrawn_by_first_name,
  w.last_name AS withdrawn_by_last_name, u.withdrawal_reason
  FROM customs_uploads u LEFT JOIN users p ON p.id = u.created_by LEFT JOIN users w ON w.id = u.withdrawn_by
  LEFT JOIN customs_upload_progress g ON g.upload_id = u.id`;

const progressOf = (r: UploadRow): UploadProgress | null =>
  r.status === 'PENDING' ? { percent: percentRead(Number(r.bytes_read ?? 0), Number(r.size_bytes)), linesRead: r.rows_done ?? 0 } : null;

const withdrawalOf = (r: UploadRow) =>
  r.withdrawn_at === null
    ? null
    : {
        at: new Date(r.withdrawn_at).toISOString(),
        by: {
          id: r.withdrawn_by,
          name: r.withdrawn_by_first_name === null ? '' : `${r.withdrawn_by_first_name} ${r.withdrawn_by_last_name}`,
        },
        reason: r.withdrawal_reason ?? '',
      };

const toUpload = (r: UploadRow): Upload => ({
  id: r.id,
  fileName: r.file_name,
  type: r.type,
  fileFormat: r.file_format,
  sizeBytes: Number(r.size_bytes),
  rows: r.row_count,
  status: r.status,
  errorMessage: r.error_message,
  errorCode: r.error_code,
  errorParams: r.error_code === null ? null : (r.error_params ?? {}),
  errorDetails: r.error_details,
  importNotes: r.import_notes,
  ...created(r),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
  progress: progressOf(r),
  withdrawal: withdrawalOf(r),
});

export async function searchUploads(db: Queryable, searcher: UploadSearcher): Promise<{ rows: Upload[]; total: number }> {
  const page = pageOf(searcher);
  const params = [searcher.fileName?.trim() || null, searcher.type ?? null, searcher.status ?? null];
  const where = `WHERE ($1::text IS NULL OR u.file_name ILIKE '%' || $1::text || '%')
      AND ($2::text IS NULL OR u.type = $2::text) AND ($3::text IS NULL OR u.status = $3::text)`;
  const { rows, total } = await countedPage<UploadRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM customs_uploads u ${where}`, params },
    {
      sql: `${FROM_UPLOADS} ${where} ORDER BY u.created_at ${page.direction}, u.id LIMIT $4 OFFSET $5`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toUpload), total };
}

export async function findUpload(db: Queryable, id: string): Promise<Upload | null> {
  const { rows } = await db.query<UploadRow>(`${FROM_UPLOADS} WHERE u.id = $1`, [id]);
  return rows[0] ? toUpload(rows[0]) : null;
}
