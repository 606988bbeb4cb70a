import type { Queryable } from '#db/database';
import { rollUp } from '#mfa/index';
import { findAuthorities } from '#routes/mfa/repository';
import { rates } from '#routes/mfa/rules';
import { authorityResults } from '#routes/mfa/service';
import { completenessByDistrict } from '../completeness/repository';

/**
 * Each district's completeness (as the completeness route counts it) beside its MFA roll-up: the sums of its
 * authorities' results, as the national summary sums provinces, so that the map and the Sankey agree.
 */
export async function districtMapFigures(db: Queryable, year: number) {
  const [districts, authorities] = await Promise.all([completenessByDistrict(db, year), findAuthorities(db)]);
  const parts = await authorityResults(db, year, authorities);
  const districtOf = new Map(authorities.map((authority) => [authority.localAuthorityId, authority.districtId]));
  return districts.map((district) => {
    const sum = rollUp(
      year,
      parts.filter((part) => districtOf.get(part.localAuthorityId) === district.districtId),
    );
    const { collectedShare, leakedKgPerCapita, population } = rates(sum);
    return {
      ...district,
      population,
      generatedKg: sum.totals.generatedKg,
      collectedKg: sum.totals.collectedKg,
      leakedKg: sum.totals.leakedKg + sum.totals.burnedKg,
      collectedShare,
      leakedKgPerCapita,
      authoritiesWithData: sum.authoritiesWithData,
    };
  });
}
