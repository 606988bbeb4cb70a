import type { Queryable } from '../../../db/database';
import { idFilter, pageOf } from '../../../schemas/paging';
import type { RecyclerSearcher, RecyclerSearchResult } from './schemas';

type Row = RecyclerSearchResult['rows'][number];

export async function searchRecyclers(db: Queryable, searcher: RecyclerSearcher): Promise<RecyclerSearchResult> {
  const page = pageOf(searcher);
  const params = [searcher.name?.trim() || null, idFilter(searcher.provinceIds), idFilter(searcher.districtIds), searcher.status ?? null];
  const from = `FROM recyclers r
       LEFT JOIN districts d ON d.id = r.district_id
      WHERE ($1::text IS NULL OR strpos(lower(r.name), lower($1::text)) > 0)
        AND ($2::text[] IS NULL OR d.province_id = ANY ($2::text[]))
        AND ($3::text[] IS NULL OR r.district_id = ANY ($3::text[]))
        AND ($4::text IS NULL OR r.status = $4::text)`;
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const { rows } = await db.query<Row>(
    `SELECT r.id, r.name, r.primary_address AS "primaryAddress", r.hotline
       ${from}
      ORDER BY r.name COLLATE "C" ${page.direction}, r.id COLLATE "C" ${page.direction}
      LIMIT $5 OFFSET $6`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: total.rows[0].total };
}
