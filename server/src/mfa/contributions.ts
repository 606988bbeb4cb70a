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

export function registerContributionSource(source: ContributionSource): void {
  if (!sources.some((known) => known.name === source.name)) sources.push(source);
}

export async function gatherContributions(db: Queryable, year: number, localAuthorityIds: readonly string[]): Promise<Map<string, Contribution[]>> {
  const all = new Map<string, Contribution[]>();
  for (const source of sources) {
    for (const [id, list] of await source.contributions(db, year, localAuthorityIds)) all.set(id, [...(all.get(id) ?? []), ...list]);
  }
  return all;
}

/** Drops cached results so that the next read recomputes them (all years when year is omitted). */
export async function forgetMfaResults(db: Queryable, localAuthorityId: string | null, year?: number): Promise<void> {
  await db.query(
    `DELETE FROM mfa_results WHERE ($1::text IS NULL OR local_authority_id = $1) AND ($2::int IS NULL OR year = $2)`,
    [localAuthorityId, year ?? null],
  );
}
