import type { Queryable } from '#db/database';

type Numeric = string | number;

/** The entries of the authority (or one centre) overlapping the years; periods are at most 366 days. */
const ENTRIES = `SELECT e.id, e.start_date, e.end_date FROM sampath_piyasa_waste_entries e
  WHERE e.local_authority_id = $1 AND ($2::uuid IS NULL OR e.centre_id = $2::uuid)
    AND e.start_date <= make_date($4::int, 12, 31) AND e.start_date >= make_date($3::int, 1, 1) - 365
    AND e.end_date >= make_date($3::int, 1, 1)`;

/** Collected kg by month and material: each quantity's kg per day times its days in the month. */
export async function collectedByMonth(db: Queryable, localAuthorityId: string, centreId: string | null, from: number, to: number) {
  const { rows } = await db.query<{ year: number; month: number; material_id: string; collected_kg: Numeric }>(
    `WITH months AS (
       SELECT m::date AS first_day, (m + interval '1 month')::date - 1 AS last_day
         FROM generate_series(make_date($3::int, 1, 1), make_date($4::int, 12, 1), interval '1 month') AS m
     ), entries AS (${ENTRIES})
     SELECT extract(year FROM m.first_day)::int AS year, extract(month FROM m.first_day)::int AS month, q.material_id,
            round(sum(q.collected_kg_per_day * (least(e.end_date, m.last_day) - greatest(e.start_date, m.first_day) + 1)), 3) AS collected_kg
       FROM months m
       JOIN entries e ON e.start_date <= m.last_day AND e.end_date >= m.first_day
       JOIN sampath_piyasa_waste_quantities q ON q.entry_id = e.id
      GROUP BY m.first_day, q.material_id
     HAVING sum(q.collected_kg_per_day) > 0
      ORDER BY m.first_day, q.material_id`,
    [localAuthorityId, centreId, from, to],
  );
  return rows.map((row) => ({ year: row.year, month: row.month, materialId: row.material_id, collectedKg: Number(row.collected_kg) }));
}

/** Collected, sold and rejected kg by material over the years, each entry's share of days within them. */
export async function recyclableByMaterial(db: Queryable, localAuthorityId: string, centreId: string | null, from: number, to: number) {
  const share = (column: string) =>
    `round(sum(q.${column}_kg_per_day * (least(e.end_date, make_date($4::int, 12, 31)) - greatest(e.start_date, make_date($3::int, 1, 1)) + 1)), 3) AS ${column}_kg`;
  const { rows } = await db.query<{ material_id: string; collected_kg: Numeric; sold_kg: Numeric; rejected_kg: Numeric }>(
    `WITH entries AS (${ENTRIES})
     SELECT q.material_id, ${share('collected')}, ${share('sold')}, ${share('rejected')}
       FROM entries e JOIN sampath_piyasa_waste_quantities q ON q.entry_id = e.id
      GROUP BY q.material_id
      ORDER BY q.material_id`,
    [localAuthorityId, centreId, from, to],
  );
  return rows.map((row) => ({
    materialId: row.material_id,
    collectedKg: Number(row.collected_kg),
    soldKg: Number(row.sold_kg),
    rejectedKg: Number(row.rejected_kg),
  }));
}
