import type { Queryable } from '#db/database';
import { pageOf } from '#schemas/paging';
import type { CustomsType } from '#jobs/customs-import/columns';
import type { CustomsLine, LinesSearcher } from './schemas';

interface LineRow {
  id: string;
  upload_id: string;
  line_number: number;
  type: string;
  year: number;
  month: number | null;
  hs_code: string;
  hs6: string;
  description: string;
  sector_id: string | null;
  sector_name: string | null;
  partner_country: string;
  quantity: string | number | null;
  quantity_unit: string;
  net_weight_kg: string | number;
  value: string | number;
  currency: string;
  file_name: string;
}

function toLine(row: LineRow): CustomsLine {
  return {
    id: String(row.id),
    uploadId: row.upload_id,
    lineNumber: row.line_number,
    type: row.type,
    year: row.year,
    month: row.month,
    hsCode: row.hs_code,
    hs6: row.hs6,
    description: row.description,
    sectorId: row.sector_id,
    sectorName: row.sector_name,
    partnerCountry: row.partner_country,
    quantity: row.quantity === null ? null : Number(row.quantity),
    quantityUnit: row.quantity_unit,
    netWeightKg: Number(row.net_weight_kg),
    value: Number(row.value),
    currency: row.currency,
    fileName: row.file_name,
  };
}

export interface LinesFilter {
  type?: CustomsType;
  uploadId?: string;
}

/**
 * Customs lines of a flow or of one file, by code prefix and sector; newest period first within the sort.
 * A filtered total stops at `countUpTo` when given (the download only needs to know it is over its limit).
 */
export async function searchLines(
  db: Queryable,
  filter: LinesFilter,
  searcher: LinesSearcher,
  paged = true,
  countUpTo?: number,
): Promise<{ rows: CustomsLine[]; total: number }> {
  const page = pageOf(searcher);
  const prefix = searcher.hscode || searcher.hsCode || null;
  const sector = searcher.sector || null;
  const params = [filter.type ?? null, filter.uploadId ?? null, prefix, sector];
  const where = `WHERE ($1::text IS NULL OR l.type = $1::text)
      AND ($2::uuid IS NULL OR l.upload_id = $2::uuid)
      AND ($3::text IS NULL OR l.hs_code LIKE $3::text || '%')
      AND ($4::text IS NULL OR ($4::text = 'NONE' AND h.sector_id IS NULL) OR h.sector_id = $4::text)`;
  const from = `FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6`;
  // Without a code or sector filter the total is the sum of the files' line counts, kept when each file
  // completed (a line's type is its file's): counting a million lines took PGlite, which serves every
  // request on one connection, tens of seconds. With one it is counted.
  const countSql =
    prefix === null && sector === null
      ? `SELECT coalesce(sum(row_count), 0)::int AS total FROM customs_uploads
          WHERE status = 'COMPLETED' AND ($1::text IS NULL OR type = $1::text) AND ($2::uuid IS NULL OR id = $2::uuid)`
      : `SELECT count(*)::int AS total FROM (SELECT 1 ${from} ${where} LIMIT $5) counted`;
  const [total, { rows }] = await Promise.all([
    db.query<{ total: number }>(countSql, prefix === null && sector === null ? params.slice(0, 2) : [...params, countUpTo ?? null]),
    db.query<LineRow>(
      `SELECT l.id, l.upload_id, l.line_number, l.type, l.year, l.month, l.hs_code, l.hs6, l.description,
              h.sector_id, s.name AS sector_name, l.partner_country, l.quantity, l.quantity_unit, l.net_weight_kg,
              l.value, l.currency, u.file_name
         ${from}
         LEFT JOIN customs_sectors s ON s.id = h.sector_id
         JOIN customs_uploads u ON u.id = l.upload_id
         ${where}
        ORDER BY l.hs_code ${page.direction}, l.year DESC, l.month DESC NULLS LAST, l.id
        ${paged ? 'LIMIT $5 OFFSET $6' : ''}`,
      paged ? [...params, page.limit, page.offset] : params,
    ),
  ]);
  return { rows: rows.map(toLine), total: total.rows[0].total };
}
