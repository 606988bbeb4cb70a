import type { Queryable } from '../../db/database';
import { buildInputs, computeMfa, rollUp, type AuthorityResult, type MfaInputs, type RollUp } from '../../mfa';
import { gatherContributions } from '../../mfa/contributions';
import { findAuthorities, findCachedResults, findOverrides, findReportedYears, storeResults, type AuthorityRow } from './repository';

/** The model's inputs for one authority and year, as the database holds them now. */
export async function authorityInputs(db: Queryable, year: number, authority: AuthorityRow): Promise<MfaInputs> {
  const ids = [authority.localAuthorityId];
  const [reported, overrides, contributions] = await Promise.all([
    findReportedYears(db, year, ids),
    findOverrides(db, ids),
    gatherContributions(db, year, ids),
  ]);
  return buildInputs(
    year,
    authority,
    [...overrides.national, ...(overrides.byAuthority.get(authority.localAuthorityId) ?? [])],
    reported.get(authority.localAuthorityId) ?? null,
    contributions.get(authority.localAuthorityId) ?? [],
  );
}

/**
 * The results of these authorities for the year: cached ones as stored, the others computed in one pass
 * (one aggregate over the records, one read of the parameters) and stored for the next read. The input
 * versions are read before the inputs, so a write that commits while this computes leaves a result that
 * is not stored, or not used, under the newer version (migrations/0019_mfa_input_versions.sql).
 */
export async function authorityResults(db: Queryable, year: number, authorities: readonly AuthorityRow[]): Promise<AuthorityResult[]> {
  const ids = authorities.map((authority) => authority.localAuthorityId);
  const { results: cached, versions } = await findCachedResults(db, year, ids);
  const missing = authorities.filter((authority) => !cached.has(authority.localAuthorityId));
  if (missing.length > 0) {
    const missingIds = missing.length === authorities.length && authorities.length > 50 ? null : missing.map((a) => a.localAuthorityId);
    const [reported, overrides, contributions] = await Promise.all([
      findReportedYears(db, year, missingIds),
      findOverrides(db, missingIds),
      gatherContributions(db, year, missing.map((a) => a.localAuthorityId)),
    ]);
    const computed = missing.map((authority) => {
      const id = authority.localAuthorityId;
      const inputs = buildInputs(year, authority, [...overrides.national, ...(overrides.byAuthority.get(id) ?? [])], reported.get(id) ?? null, contributions.get(id) ?? []);
      return { localAuthorityId: id, version: versions.get(id) ?? 0, result: computeMfa(inputs) };
    });
    await storeResults(db, year, computed);
    for (const { localAuthorityId, result } of computed) cached.set(localAuthorityId, result);
  }
  return authorities.map((authority) => ({ localAuthorityId: authority.localAuthorityId, result: cached.get(authority.localAuthorityId)! }));
}

export type Area = { level: 'LA'; id: string } | { level: 'DISTRICT'; id: string } | { level: 'PROVINCE'; id: string } | { level: 'NATIONAL' };

export async function areaAuthorities(db: Queryable, area: Area): Promise<AuthorityRow[]> {
  switch (area.level) {
    case 'LA':
      return findAuthorities(db, { localAuthorityId: area.id });
    case 'DISTRICT':
      return findAuthorities(db, { districtId: area.id });
    case 'PROVINCE':
      return findAuthorities(db, { provinceId: area.id });
    case 'NATIONAL':
      return findAuthorities(db);
  }
}

export async function areaRollUp(db: Queryable, year: number, authorities: readonly AuthorityRow[]): Promise<RollUp> {
  return rollUp(year, await authorityResults(db, year, authorities));
}
