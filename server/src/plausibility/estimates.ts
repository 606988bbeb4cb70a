import { colomboYear } from '#dates/colombo-today';
import type { Queryable } from '#db/database';
import { buildInputs, generatedKgPerDay } from '#mfa/index';
import { findAuthorities, findOverrides } from '#routes/mfa/repository';

interface GenerationEstimates {
  /** Each authority's estimated plastic generation, kg a day. */
  byAuthority: Map<string, number>;
  /** The sum over every authority: the country's, kg a day. */
  nationalKgPerDay: number;
}

/**
 * The MFA engine's generation estimates as its parameters stand now (defaults, then national and the authority's
 * own overrides): population x generation rate x plastic share, per day, which no year changes.
 */
export async function generationEstimates(db: Queryable): Promise<GenerationEstimates> {
  const [authorities, overrides] = await Promise.all([findAuthorities(db), findOverrides(db, null)]);
  const year = colomboYear();
  const byAuthority = new Map<string, number>();
  let nationalKgPerDay = 0;
  for (const authority of authorities) {
    const own = overrides.byAuthority.get(authority.localAuthorityId) ?? [];
    const kgPerDay = generatedKgPerDay(buildInputs(year, authority, [...overrides.national, ...own], null));
    byAuthority.set(authority.localAuthorityId, kgPerDay);
    nationalKgPerDay += kgPerDay;
  }
  return { byAuthority, nationalKgPerDay };
}
