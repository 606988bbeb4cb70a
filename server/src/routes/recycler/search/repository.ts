import { colomboYear } from '#dates/colombo-today';
import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { idFilter, pageOf } from '#schemas/paging';
import type { RecyclerSearcher, RecyclerSearchResult } from './schemas';

interface Row {
  id: string;
  name: string;
  primaryAddress: string;
  hotline: string;
  district_id: string | null;
  district_name: string | null;
  district_name_si: string | null;
  district_name_ta: string | null;
  status: string;
  last_return_month: string | null;
  this_year_intake_kg: string | null;
}

export async function searchRecyclers(db: Queryable, searcher: RecyclerSearcher): Promise<RecyclerSearchResult> {
  const page = pageOf(searcher);
  const params = [searcher.name?.trim() || null, idFilter(searcher.provinceIds), idFilter(searcher.districtIds), searcher.status ?? null];
  const from = `FROM recyclers r
       LEFT JOIN districts d ON d.id = r.district_id
      WHERE ($1::text IS NULL OR strpos(lower(r.name), lower($1::text)) > 0)
        AND ($2::text[] IS NULL OR d.province_id = ANY ($2::text[]))
        AND ($3::text[] IS NULL OR r.district_id = ANY ($3::text[]))
        AND ($4::text IS NULL OR r.status = $4::text)`;
  // The page first, then only its recyclers' returns (one recycler's returns sit together on the unique key).
  const { rows, total } = await countedPage<Row>(
    db,
    { sql: `SELECT count(*)::int AS total ${from}`, params },
    {
      sql: `WITH page AS (
       SELECT r.id, r.name, r.primary_address, r.hotline, r.status, d.id AS district_id, d.name AS district_name,
              d.name_si AS district_name_si, d.name_ta AS district_name_ta
         ${from}
        ORDER BY r.name COLLATE "C" ${page.direction}, r.id COLLATE "C" ${page.direction}
        LIMIT $5 OFFSET $6
     )
     SELECT page.id, page.name, page.primary_address AS "primaryAddress", page.hotline, page.status,
            page.district_id, page.district_name, page.district_name_si, page.district_name_ta,
            (SELECT to_char(max(rr.month), 'YYYY-MM') FROM recycler_returns rr WHERE rr.recycler_id = page.id) AS last_return_month,
            (SELECT sum(rr.intake_kg) FROM recycler_returns rr
              WHERE rr.recycler_id = page.id AND rr.month >= make_date($7::int, 1, 1) AND rr.month < make_date($7::int + 1, 1, 1)) AS this_year_intake_kg
       FROM page
      ORDER BY page.name COLLATE "C" ${page.direction}, page.id COLLATE "C" ${page.direction}`,
      params: [...params, page.limit, page.offset, colomboYear()],
    },
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      primaryAddress: row.primaryAddress,
      hotline: row.hotline,
      district: row.district_id
        ? { id: row.district_id, name: row.district_name ?? '', nameSi: row.district_name_si ?? '', nameTa: row.district_name_ta ?? '' }
        : null,
      status: row.status,
      lastReturnMonth: row.last_return_month,
      thisYearIntakeKg: Number(row.this_year_intake_kg ?? 0),
    })),
    total,
  };
}
