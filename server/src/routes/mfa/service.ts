import type { Queryable } from '#db/database';
import { versionedMemory } from '#db/versioned-memory';
import { notFound } from '#errors';
import { buildInputs, computeMfa, rollUp, type AuthorityResult, type MfaInputs, type MfaResult, type RollUp } from '#mfa/index';
import { gatherContributions } from '#mfa/contributions';
import './contribution-sources';
import {
  findAuthorities,
  findInputVersions,
  findOverrides,
  findReportedYears,
  findStoredResults,
  storeResults,
  type AuthorityRow,
} from './repository';
import { rates } from './rules';

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

/** Results this process holds, per database, by authority and year, with the input version they hold. */
const memory = versionedMemory<number, MfaResult>(1_000);

const pendingStores = new Set<Promise<void>>();

/**
 * Stores computed results for other processes and restarts without holding up the answer: a national year
 * is a large JSON document, longer to write than to compute. A store that fails or is refused (the version
 * moved on) only means a later read computes again.
 */
function storeInBackground(db: Queryable, year: number, computed: Parameters<typeof storeResults>[2]): void {
  // After the answer is sent: turning the results into JSON alone is noticeable work.
  const store: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(() => storeResults(db, year, computed))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => pendingStores.delete(store));
  pendingStores.add(store);
}

/** Resolves when every store started so far has ended (the app waits for it before closing the database). */
export async function mfaStoresSettled(): Promise<void> {
  await Promise.all([...pendingStores]);
}

/**
 * The results of these authorities for the year. The input versions are read first (one small query); a
 * result counts only under the current version: from this process's memory, else as stored in
 * `mfa_results`, else computed in one pass (one read of the year's sums, one of the parameters) and
 * stored in the background. A write that commits while this computes raises the version, so the result is neither stored
 * nor used under the newer one (migrations/0019_mfa_input_versions.sql, docs/mfa.md "Cache").
 */
export async function authorityResults(db: Queryable, year: number, authorities: readonly AuthorityRow[]): Promise<AuthorityResult[]> {
  const ids = authorities.map((authority) => authority.localAuthorityId);
  const versions = await findInputVersions(db, year, ids);
  const results = new Map<string, MfaResult>();
  const fromStore: string[] = [];
  for (const id of ids) {
    const version = versions.get(id)!;
    const held = memory.get(db, `${id}|${year}`, version.current);
    if (held) results.set(id, held);
    else if (version.stored === version.current) fromStore.push(id);
  }
  if (fromStore.length > 0) {
    for (const [id, result] of await findStoredResults(
      db,
      year,
      fromStore.map((id) => ({ id, version: versions.get(id)!.current })),
    )) {
      results.set(id, result);
      memory.set(db, `${id}|${year}`, versions.get(id)!.current, result);
    }
  }
  const missing = authorities.filter((authority) => !results.has(authority.localAuthorityId));
  if (missing.length > 0) {
    const missingIds = missing.length === authorities.length && authorities.length > 50 ? null : missing.map((a) => a.localAuthorityId);
    const [reported, overrides, contributions] = await Promise.all([
      findReportedYears(db, year, missingIds),
      findOverrides(db, missingIds),
      gatherContributions(
        db,
        year,
        missing.map((a) => a.localAuthorityId),
      ),
    ]);
    const computed = missing.map((authority) => {
      const id = authority.localAuthorityId;
      const inputs = buildInputs(
        year,
        authority,
        [...overrides.national, ...(overrides.byAuthority.get(id) ?? [])],
        reported.get(id) ?? null,
        contributions.get(id) ?? [],
      );
      return { localAuthorityId: id, version: versions.get(id)!.current, result: computeMfa(inputs) };
    });
    for (const { localAuthorityId, version, result } of computed) {
      results.set(localAuthorityId, result);
      // Safe to hold at once: it is used only while the version read before its inputs is still current.
      memory.set(db, `${localAuthorityId}|${year}`, version, result);
    }
    storeInBackground(db, year, computed);
  }
  return authorities.map((authority) => ({
    localAuthorityId: authority.localAuthorityId,
    result: results.get(authority.localAuthorityId)!,
  }));
}

export type Area =
  { level: 'LA'; id: string } | { level: 'DISTRICT'; id: string } | { level: 'PROVINCE'; id: string } | { level: 'NATIONAL' };

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

/** The authority with this id, or 404. */
export async function knownAuthority(db: Queryable, id: string): Promise<AuthorityRow> {
  const [row] = await findAuthorities(db, { localAuthorityId: id });
  if (!row) throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
  return row;
}

/** An authority's plastic flows for a year with their rates, and where the authority lies. */
export async function authoritySummary(db: Queryable, year: number, authority: AuthorityRow) {
  const [{ result }] = await authorityResults(db, year, [authority]);
  return {
    ...result,
    rates: rates(result),
    localAuthority: {
      id: authority.localAuthorityId,
      name: authority.name,
      districtId: authority.districtId,
      districtName: authority.districtName,
      provinceId: authority.provinceId,
      provinceName: authority.provinceName,
    },
  };
}
