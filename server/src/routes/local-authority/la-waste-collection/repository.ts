import type { Queryable } from '#db/database';
import type { WasteCollectionMonth } from './schemas';

type Numeric = string | number;

interface MonthRow {
  month: number;
  collected_kg: Numeric;
  recycled_kg: Numeric;
  recovered_kg: Numeric;
  rejected_kg: Numeric;
  discarded_kg: Numeric;
}

const spread = (column: string) =>
  `coalesce(round(sum(r.${column}_kg_per_day * (least(r.end_date, m.last_day) - greatest(r.start_date, m.first_day) + 1)), 3), 0) AS ${column}_kg`;

/** The twelve months of a year: each record's kg per day times its days in the month. */
export async function wasteByMonth(db: Queryable, localAuthorityId: string, year: number): Promise<WasteCollectionMonth[]> {
  const { rows } = await db.query<MonthRow>(
    `WITH months AS (
       SELECT g AS month, make_date($2::int, g, 1) AS first_day, (make_date($2::int, g, 1) + interval '1 month')::date - 1 AS last_day
         FROM generate_series(1, 12) AS g
     ), records AS (
       -- Periods are at most 366 days, so one overlapping the year starts at most 365 days before it.
       SELECT * FROM la_waste_records
        WHERE local_authority_id = $1
          AND start_date <= make_date($2::int, 12, 31)
          AND start_date >= make_date($2::int, 1, 1) - 365
          AND end_date >= make_date($2::int, 1, 1)
     )
     SELECT m.month::int AS month, ${spread('collected')}, ${spread('recycled')}, ${spread('recovered')},
            ${spread('rejected')}, ${spread('discarded')}
       FROM months m
       LEFT JOIN records r ON r.start_date <= m.last_day AND r.end_date >= m.first_day
      GROUP BY m.month
      ORDER BY m.month`,
    [localAuthorityId, year],
  );
  return rows.map((row) => ({
    month: row.month,
    collectedKg: Number(row.collected_kg),
    recycledKg: Number(row.recycled_kg),
    recoveredKg: Number(row.recovered_kg),
    rejectedKg: Number(row.rejected_kg),
    discardedKg: Number(row.discarded_kg),
  }));
}
