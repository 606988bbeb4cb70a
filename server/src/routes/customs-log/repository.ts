import type { Queryable } from '#db/database';
import { pageOf } from '#schemas/paging';
import { created, type CreatorRow } from '#users/record-creator';
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
  finished_at: Date | null;
}

const FROM_UPLOADS = `SELECT u.id, u.file_name, u.type, u.file_format, u.size_bytes, u.row_count, u.status, u.error_message, u.created_by,
  p.first_name AS created_by_first_name, p.last_name AS created_by_last_name, u.created_at, u.finished_at
  FROM customs_uploads u LEFT JOIN users p ON p.id = u.created_by`;

const toUpload = (r: UploadRow): Upload => ({
  id: r.id,
  fileName: r.file_name,
  type: r.type,
  fileFormat: r.file_format,
  sizeBytes: Number(r.size_bytes),
  rows: r.row_count,
  status: r.status,
  errorMessage: r.error_message,
  ...created(r),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
});

export async function searchUploads(db: Queryable, searcher: UploadSearcher): Promise<{ rows: Upload[]; total: number }> {
  const page = pageOf(searcher);
  const params = [searcher.fileName?.trim() || null, searcher.type ?? null, searcher.status ?? null];
  const where = `WHERE ($1::text IS NULL OR u.file_name ILIKE '%' || $1::text || '%')
      AND ($2::text IS NULL OR u.type = $2::text) AND ($3::text IS NULL OR u.status = $3::text)`;
  const [total, { rows }] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM customs_uploads u ${where}`, params),
    db.query<UploadRow>(`${FROM_UPLOADS} ${where} ORDER BY u.created_at ${page.direction}, u.id LIMIT $4 OFFSET $5`, [
      ...params,
      page.limit,
      page.offset,
    ]),
  ]);
  return { rows: rows.map(toUpload), total: total.rows[0].total };
}

export async function findUpload(db: Queryable, id: string): Promise<Upload | null> {
  const { rows } = await db.query<UploadRow>(`${FROM_UPLOADS} WHERE u.id = $1`, [id]);
  return rows[0] ? toUpload(rows[0]) : null;
}
