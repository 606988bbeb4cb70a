import type { Queryable } from '#db/database';
import type { ReportedMsw } from '#mfa/sdg/indicator';

/**
 * The total MSW each authority reported collected in the year (ADR 0213): each day of the year a record with the
 * optional field covers takes that record's MSW per day (the larger where a hard and a soft record of the same
 * days both carry it, so the figure entered on both counts once); the sum over the covered days, and how many.
 */
export async function findReportedMsw(
  db: Queryable,
  year: number,
  localAuthorityIds: readonly string[] | null,
): Promise<Map<string, ReportedMsw>> {
  const { rows } = await db.query<{ local_authority_id: string; kg: string | number; covered: number }>(
    `WITH bounds AS (SELECT make_date($1::int, 1, 1) AS first_day, make_date($1::int, 12, 31) AS last_day),
     daily AS (
       SELECT r.local_authority_id, d.day::date AS day, max(r.msw_collected_kg / r.days) AS kg
         FROM la_waste_records r
         CROSS JOIN bounds b
         CROSS JOIN LATERAL generate_series(greatest(r.start_date, b.first_day), least(r.end_date, b.last_day), interval '1 day') AS d(day)
        WHERE r.msw_collected_kg IS NOT NULL
          AND r.start_date <= b.last_day AND r.start_date >= b.first_day - 365 AND r.end_date >= b.first_day
          AND ($2::text[] IS NULL OR r.local_authority_id = ANY($2::text[]))
        GROUP BY r.local_authority_id, d.day)
     SELECT local_authority_id, sum(kg) AS kg, count(*)::int AS covered FROM daily GROUP BY local_authority_id`,
    [year, localAuthorityIds],
  );
  return new Map(rows.map((row) => [row.local_authority_id, { kg: Number(row.kg), coveredDays: Number(row.covered) }]));
}
