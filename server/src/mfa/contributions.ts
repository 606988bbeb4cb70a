import type { Queryable } from '../db/database';
import type { Contribution } from './types';

/**
 * Plastic another part of the product knows about for a year: Sampath Piyasa centres' recovery, recyclers'
 * returns. A capability registers one source here when its tables land; the engine takes the answers as
 * `contributions` without change. A source whose data changes must call `forgetMfaResults` for the
 * authorities and years it touched, so the cached results are recomputed.
 */
export interface ContributionSource {
  name: string;
  /** kg per authority for the year; authorities without any may be left out. */
  contributions(db: Queryable, year: number, localAuthorityIds: readonly string[]): Promise<Map<string, Contribution[]>>;
}

const sources: ContributionSource[] = [];

/**
 * Centre recovery and recyclers' returns register here once issue 36 wires them into the flow.
 * @public
 */
export function registerContributionSource(source: ContributionSource): void {
  if (!sources.some((known) => known.name === source.name)) sources.push(source);
}

export async function gatherContributions(
  db: Queryable,
  year: number,
  localAuthorityIds: readonly string[],
): Promise<Map<string, Contribution[]>> {
  const all = new Map<string, Contribution[]>();
  for (const source of sources) {
    for (const [id, list] of await source.contributions(db, year, localAuthorityIds)) all.set(id, [...(all.get(id) ?? []), ...list]);
  }
  return all;
}

/**
 * Marks the inputs of these results changed, so that the next read recomputes them: every authority when
 * localAuthorityId is null, every year when year is omitted. Call it in the transaction that changes the
 * data: the bump commits with the change, and a result computed from older inputs no longer counts, even
 * one stored after this commit (migrations/0019_mfa_input_versions.sql).
 */
export async function forgetMfaResults(db: Queryable, localAuthorityId: string | null, year?: number): Promise<void> {
  await db.query(
    `INSERT INTO mfa_input_versions (local_authority_id, year, version) VALUES ($1, $2, 1)
     ON CONFLICT (local_authority_id, year) DO UPDATE SET version = mfa_input_versions.version + 1`,
    [localAuthorityId ?? '', year ?? 0],
  );
}
