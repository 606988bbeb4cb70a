import type { Queryable } from '#db/database';
import { AppError } from '#errors';
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
  net_weight_kg: string | number | null;
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
    netWeightKg: row.net_weight_kg === null ? null : Number(row.net_weight_kg),
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
 * Pages end here: a page further down is read by skipping every line before it, which over a million lines
 * held the database (and on PGlite every other request) for seconds. Narrowing the search, or the other sort
 * order, reaches any line.
 */
export const MAX_PAGE_DEPTH = 10_000;

const pageTooDeep = () =>
  new AppError(
    400,
    'PAGE_TOO_DEEP',
    `Only the first ${MAX_PAGE_DEPTH.toLocaleString('en')} lines of a search can be paged through; narrow the search by HS code or sector, or reverse the sort order`,
  ).withParams({ max: MAX_PAGE_DEPTH });

/** The filter as SQL over `FROM_LINES`: parameters $1 to $4. */
const FROM_LINES = `FROM customs_visible_lines l JOIN hs_codes h ON h.code = l.hs6`;
const WHERE_LINES = `WHERE ($1::text IS NULL OR l.type = $1::text)
      AND ($2::uuid IS NULL OR l.upload_id = $2::uuid)
      AND ($3::text IS NULL OR l.hs_code LIKE $3::text || '%')
      AND ($4::text IS NULL OR ($4::text = 'NONE' AND h.sector_id IS NULL) OR h.sector_id = $4::text)`;
const LINE_COLUMNS = `l.id, l.upload_id, l.line_number, l.type, l.year, l.month, l.hs_code, l.hs6, l.description,
      h.sector_id, s.name AS sector_name, l.partner_country, l.quantity, l.quantity_unit, l.net_weight_kg,
      l.value, l.currency, u.file_name`;
const LINE_JOINS = `LEFT JOIN customs_sectors s ON s.id = h.sector_id JOIN customs_uploads u ON u.id = l.upload_id`;
/** The lines' order: code (either way), newest period first, then as filed; the index customs_lines_type_code_period_idx. */
const orderBy = (direction: 'ASC' | 'DESC') => `ORDER BY l.hs_code ${direction}, l.year DESC, l.month DESC NULLS LAST, l.id`;

function filterParams(filter: LinesFilter, searcher: LinesSearcher) {
  const prefix = searcher.hscode || searcher.hsCode || null;
  const sector = searcher.sector || null;
  return { filtered: prefix !== null || sector !== null, params: [filter.type ?? null, filter.uploadId ?? null, prefix, sector] };
}

/**
 * How many lines match, counted up to `upTo` when given (a caller that only needs to know it is over a limit).
 * Without a code or sector filter the total is the sum of the files' line counts, kept when each file
 * completed (a line's type is its file's): counting a million lines took PGlite, which serves every
 * request on one connection, tens of seconds. With one it is counted.
 */
export async function countLines(db: Queryable, filter: LinesFilter, searcher: LinesSearcher, upTo?: number): Promise<number> {
  const { filtered, params } = filterParams(filter, searcher);
  const { rows } = filtered
    ? await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (SELECT 1 ${FROM_LINES} ${WHERE_LINES} LIMIT $5) counted`, [
        ...params,
        upTo ?? null,
      ])
    : await db.query<{ total: number }>(
        `SELECT coalesce(sum(row_count), 0)::int AS total FROM customs_uploads
          WHERE status = 'COMPLETED' AND ($1::text IS NULL OR type = $1::text) AND ($2::uuid IS NULL OR id = $2::uuid)`,
        params.slice(0, 2),
      );
  return rows[0].total;
}

/** Customs lines of a flow or of one file, by code prefix and sector, one page of at most MAX_PAGE_DEPTH deep. */
export async function searchLines(
  db: Queryable,
  filter: LinesFilter,
  searcher: LinesSearcher,
): Promise<{ rows: CustomsLine[]; total: number }> {
  const page = pageOf(searcher);
  if (page.offset + page.limit > MAX_PAGE_DEPTH) throw pageTooDeep();
  const { params } = filterParams(filter, searcher);
  const [total, { rows }] = await Promise.all([
    countLines(db, filter, searcher),
    db.query<LineRow>(`SELECT ${LINE_COLUMNS} ${FROM_LINES} ${LINE_JOINS} ${WHERE_LINES} ${orderBy(page.direction)} LIMIT $5 OFFSET $6`, [
      ...params,
      page.limit,
      page.offset,
    ]),
  ]);
  return { rows: rows.map(toLine), total };
}

/**
 * The lines after the last one read ($5 to $8: its code, year, month and id), in two parts that each start
 * where an index range does: the rest of its code and year (its period order), then the codes after it.
 * One condition over the whole order would be read from the start of the code for every batch.
 */
function afterLast(direction: 'ASC' | 'DESC', limit: string): string {
  const later = direction === 'ASC' ? '>' : '<';
  const restOfCode = `l.hs_code = $5::text AND l.year <= $6::int
      AND (l.year < $6::int OR CASE WHEN $7::int IS NULL THEN l.month IS NULL AND l.id > $8::bigint
                                    ELSE l.month IS NULL OR l.month < $7::int OR (l.month = $7::int AND l.id > $8::bigint) END)`;
  const part = (rank: number, condition: string) =>
    `(SELECT ${rank} AS part, ${LINE_COLUMNS} ${FROM_LINES} ${LINE_JOINS} ${WHERE_LINES} AND ${condition} ${orderBy(direction)} ${limit})`;
  return `SELECT * FROM (${part(1, restOfCode)} UNION ALL ${part(2, `l.hs_code ${later} $5::text`)}) after_last
    ORDER BY part, hs_code ${direction}, year DESC, month DESC NULLS LAST, id ${limit}`;
}

/**
 * Every matching line in the search's order, `batchRows` at a time, each batch read after the last one's
 * key (never by skipping lines): the caller holds one batch at a time however many lines match.
 */
export async function* linesInOrder(
  db: Queryable,
  filter: LinesFilter,
  searcher: LinesSearcher,
  batchRows: number,
): AsyncGenerator<CustomsLine[]> {
  const { direction } = pageOf(searcher);
  const { params } = filterParams(filter, searcher);
  const limit = `LIMIT ${Math.trunc(batchRows)}`;
  let last: LineRow | undefined;
  for (;;) {
    const { rows } = last
      ? await db.query<LineRow>(afterLast(direction, limit), [...params, last.hs_code, last.year, last.month, last.id])
      : await db.query<LineRow>(`SELECT ${LINE_COLUMNS} ${FROM_LINES} ${LINE_JOINS} ${WHERE_LINES} ${orderBy(direction)} ${limit}`, params);
    if (rows.length > 0) yield rows.map(toLine);
    if (rows.length < batchRows) return;
    last = rows[rows.length - 1];
  }
}
