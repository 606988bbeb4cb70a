import type { Queryable } from '#db/database';
import type { ContributionSource } from '#mfa/contributions';
import type { Contribution } from '#mfa/index';
import { MATERIALS } from '../sampath-piyasa/reference';

const PLASTIC_MATERIALS = MATERIALS.filter((material) => material.group === 'PLASTIC').map((material) => material.id);

/**
 * Sampath Piyasa centres' plastic for the year, per authority (docs/mfa.md, "Contribution sources"): the plastic
 * brought in is recovered outside the authority's collection (`via: 'centres'`), what was sold leaves sorting as
 * recycled. An entry counts with its days inside the year, as the authorities' waste records do (a whole entry
 * inside the year counts its kg as entered). Paper, glass and metal are not plastic and do not count.
 */
export const centreContributions: ContributionSource = {
  name: 'sampath-piyasa-centres',
  async contributions(db: Queryable, year: number, localAuthorityIds: readonly string[]): Promise<Map<string, Contribution[]>> {
    const { rows } = await db.query<{ local_authority_id: string; entries: number; centres: number; collected: string; sold: string }>(
      `WITH bounds AS (SELECT make_date($1::int, 1, 1) AS first_day, make_date($1::int, 12, 31) AS last_day)
       SELECT e.local_authority_id, count(DISTINCT e.id)::int AS entries, count(DISTINCT e.centre_id)::int AS centres,
              sum(CASE WHEN inside.days = q.days THEN q.collected_kg ELSE q.collected_kg_per_day * inside.days END) AS collected,
              sum(CASE WHEN inside.days = q.days THEN q.sold_kg ELSE q.sold_kg_per_day * inside.days END) AS sold
         FROM sampath_piyasa_waste_entries e
        CROSS JOIN bounds b
        CROSS JOIN LATERAL (SELECT least(e.end_date, b.last_day) - greatest(e.start_date, b.first_day) + 1 AS days) inside
         JOIN sampath_piyasa_waste_quantities q ON q.entry_id = e.id AND q.material_id = ANY($3::text[])
        WHERE e.start_date <= b.last_day AND e.end_date >= b.first_day AND e.local_authority_id = ANY($2::text[])
        GROUP BY e.local_authority_id`,
      [year, localAuthorityIds, PLASTIC_MATERIALS],
    );
    return new Map(
      rows.map((row) => {
        const source = {
          kind: 'entered' as const,
          label: `Sampath Piyasa centres' entries for ${year} (${row.entries} entries of ${row.centres} centres): plastic brought in, and sold as recycled`,
          provisional: false,
        };
        const list: Contribution[] = [
          { stage: 'recovered', via: 'centres', kg: Number(row.collected), source },
          { stage: 'recycled', kg: Number(row.sold), source },
        ];
        return [row.local_authority_id, list.filter((contribution) => contribution.kg > 0)];
      }),
    );
  },
};
