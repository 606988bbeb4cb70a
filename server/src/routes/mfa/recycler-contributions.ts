import type { Queryable } from '#db/database';
import type { ContributionSource } from '#mfa/contributions';
import type { Contribution } from '#mfa/index';
import { authorityPopulation } from './population';

/**
 * Intake a recycler reports that another part of the flow already counts, or that no authority generated
 * (docs/mfa.md, "Contribution sources"): plastic from an authority's collection is in the authority's own
 * records, plastic from Sampath Piyasa centres is the centres' sold plastic, imported scrap was not generated in
 * Sri Lanka. Every other source (collectors and middlemen, post-consumer plastic from industry, sources a super
 * admin adds) is recovery outside the authorities' collection.
 */
export const NOT_COUNTED_SOURCES = ['SRC-LA', 'SRC-SP', 'SRC-IMP'] as const;

/**
 * Recyclers' returns for the year, shared among the authorities of the recycler's district (of the whole
 * country when the registry names no district) by their Census 2024 population: the counted intake is
 * recovered outside the collection (`via: 'recyclers'`), and leaves sorting as recycled at the recycler's yield
 * for the year (output / (output + rejected); all of it when nothing left the plant yet).
 */
export const recyclerContributions: ContributionSource = {
  name: 'recyclers-returns',
  async contributions(db: Queryable, year: number, localAuthorityIds: readonly string[]): Promise<Map<string, Contribution[]>> {
    const { rows } = await db.query<{ district_id: string | null; recyclers: number; returns: number; counted: string; recycled: string }>(
      `WITH per_recycler AS (
         SELECT r.id, r.district_id, count(*)::int AS returns, sum(rr.output_kg) AS output, sum(rr.rejected_kg) AS rejected,
                coalesce(sum((SELECT sum(l.kg) FROM recycler_return_lines l
                               WHERE l.return_id = rr.id AND l.kind = 'INTAKE' AND NOT (l.item_id = ANY($2::text[])))), 0) AS counted
           FROM recycler_returns rr JOIN recyclers r ON r.id = rr.recycler_id
          WHERE rr.month >= make_date($1::int, 1, 1) AND rr.month < make_date($1::int + 1, 1, 1)
          GROUP BY r.id, r.district_id)
       SELECT district_id, count(*)::int AS recyclers, sum(returns)::int AS returns, sum(counted) AS counted,
              sum(CASE WHEN output + rejected > 0 THEN counted * output / (output + rejected) ELSE counted END) AS recycled
         FROM per_recycler WHERE counted > 0 GROUP BY district_id`,
      [year, NOT_COUNTED_SOURCES],
    );
    const answer = new Map<string, Contribution[]>();
    if (rows.length === 0) return answer;
    const authorities = await db.query<{ id: string; district_id: string }>('SELECT id, district_id FROM local_authorities');
    const population = authorityPopulation();
    const wanted = new Set(localAuthorityIds);
    for (const row of rows) {
      const sharing = authorities.rows.filter((authority) => row.district_id === null || authority.district_id === row.district_id);
      const weight = (id: string) => population.get(id) ?? 1;
      const total = sharing.reduce((sum, authority) => sum + weight(authority.id), 0);
      const source = {
        kind: 'estimated' as const,
        label: `Recyclers' returns for ${year} (${row.returns} returns of ${row.recyclers} recyclers${row.district_id ? ` in ${row.district_id}` : ' without a district'}): intake other than local authority collection, Sampath Piyasa centres and imported scrap, shared among the ${row.district_id ? "district's" : "country's"} authorities by population`,
        provisional: false,
      };
      for (const authority of sharing) {
        if (!wanted.has(authority.id)) continue;
        const share = weight(authority.id) / total;
        const list: Contribution[] = [
          { stage: 'recovered', via: 'recyclers', kg: Number(row.counted) * share, source },
          { stage: 'recycled', kg: Number(row.recycled) * share, source },
        ];
        answer.set(authority.id, [...(answer.get(authority.id) ?? []), ...list.filter((contribution) => contribution.kg > 0)]);
      }
    }
    return answer;
  },
};
