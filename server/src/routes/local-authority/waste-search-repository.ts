import type { Queryable } from '../../db/database';
import { pageOf } from '../../schemas/paging';
import { toWasteRecord, WASTE_RECORD_COLUMNS, type WasteRecordRow } from './waste-record-row';
import type { WasteSearcher, WasteSearchResult } from './waste-search-schemas';

/**
 * One authority's records, both queries on the (local_authority_id, start_date, waste_id) index. Periods are
 * at most 366 days, so `start_date >= fromDate - 365` bounds the index range without losing a match.
 */
export async function searchWasteRecords(db: Queryable, localAuthorityId: string, searcher: WasteSearcher): Promise<WasteSearchResult> {
  const page = pageOf(searcher);
  const params = [
    localAuthorityId,
    searcher.fromDate ?? null,
    searcher.toDate ?? null,
    searcher.plasticType ?? null,
    searcher.frequencyType ?? null,
  ];
  const where = `WHERE r.local_authority_id = $1
        AND ($2::date IS NULL OR (r.end_date >= $2::date AND r.start_date >= $2::date - 365))
        AND ($3::date IS NULL OR r.start_date <= $3::date)
        AND ($4::text IS NULL OR r.plastic_type = $4::text)
        AND ($5::text IS NULL OR r.frequency_type = $5::text)`;
  // The page is chosen on the index alone (an index-only scan, however deep the offset), then only its
  // rows are read; the count runs beside it on PostgreSQL's pool.
  const [total, { rows }] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM la_waste_records r ${where}`, params),
    db.query<WasteRecordRow>(
      `WITH page AS (
         SELECT r.id, r.start_date, r.waste_id FROM la_waste_records r ${where}
          ORDER BY r.start_date ${page.direction}, r.waste_id COLLATE "C" ${page.direction}
          LIMIT $6 OFFSET $7
       )
       SELECT ${WASTE_RECORD_COLUMNS}
         FROM page
         JOIN la_waste_records r ON r.id = page.id
         LEFT JOIN users u ON u.id = r.created_by
        ORDER BY page.start_date ${page.direction}, page.waste_id COLLATE "C" ${page.direction}`,
      [...params, page.limit, page.offset],
    ),
  ]);
  return { rows: rows.map(toWasteRecord), total: total.rows[0].total };
}
