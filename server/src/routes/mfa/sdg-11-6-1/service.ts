import type { Queryable } from '#db/database';
import { notFound } from '#errors';
import { rollUp, type MfaResult } from '#mfa/index';
import { authoritySdg, sumSdg, type SdgIndicator } from '#mfa/sdg/indicator';
import { nationalChecks, type PlausibilityCheck } from '#mfa/sdg/published';
import { findAuthorities, type AuthorityRow } from '../repository';
import { authorityResults } from '../service';
import { findReportedMsw } from './reported-msw';

export const SDG_LEVELS = ['AUTHORITY', 'DISTRICT', 'PROVINCE', 'NATIONAL'] as const;
export type SdgLevel = (typeof SDG_LEVELS)[number];

export interface SdgArea extends SdgIndicator {
  level: SdgLevel;
  id: string | null;
  name: string;
  authorities: number;
  /** The nation only: its figures beside the published ones. */
  published?: PlausibilityCheck[];
}

/** Every authority's SDG 11.6.1 figures for the year (from the MFA results, cached as they are). */
export async function authoritiesSdg(
  db: Queryable,
  year: number,
  authorities: readonly AuthorityRow[],
): Promise<{ authority: AuthorityRow; sdg: SdgIndicator; result: MfaResult }[]> {
  const [results, reportedMsw] = await Promise.all([
    authorityResults(db, year, authorities),
    findReportedMsw(db, year, authorities.length > 50 ? null : authorities.map((authority) => authority.localAuthorityId)),
  ]);
  return results.map(({ result }, index) => ({
    authority: authorities[index],
    result,
    sdg: authoritySdg(result, reportedMsw.get(authorities[index].localAuthorityId) ?? null),
  }));
}

type Part = Awaited<ReturnType<typeof authoritiesSdg>>[number];

/** The parts grouped by district or province, each summed, in the order of their first authority. */
export function groupSdg(parts: readonly Part[], level: 'DISTRICT' | 'PROVINCE'): SdgArea[] {
  const groups = new Map<string, { name: string; parts: Part[] }>();
  for (const part of parts) {
    const id = level === 'DISTRICT' ? part.authority.districtId : part.authority.provinceId;
    const name = level === 'DISTRICT' ? part.authority.districtName : part.authority.provinceName;
    const group = groups.get(id) ?? { name, parts: [] };
    group.parts.push(part);
    groups.set(id, group);
  }
  return [...groups].map(([id, group]) => ({
    level,
    id,
    name: group.name,
    authorities: group.parts.length,
    ...sumSdg(group.parts.map((part) => part.sdg)),
  }));
}

export function nationSdg(year: number, parts: readonly Part[]): SdgArea {
  const sdg = sumSdg(parts.map((part) => part.sdg));
  const nation = rollUp(
    year,
    parts.map((part) => ({ localAuthorityId: part.authority.localAuthorityId, result: part.result })),
  );
  return {
    level: 'NATIONAL',
    id: null,
    name: 'Sri Lanka',
    authorities: parts.length,
    ...sdg,
    published: nationalChecks(nation, sdg.generated.tonnes),
  };
}

/** SDG 11.6.1 for one area and year; 404 naming the area when it has no authorities. */
export async function areaSdg(db: Queryable, year: number, level: SdgLevel, id: string | null): Promise<SdgArea> {
  const filter =
    level === 'AUTHORITY'
      ? { localAuthorityId: id! }
      : level === 'DISTRICT'
        ? { districtId: id! }
        : level === 'PROVINCE'
          ? { provinceId: id! }
          : {};
  const authorities = await findAuthorities(db, filter);
  if (authorities.length === 0) {
    const reason = level === 'DISTRICT' ? 'DISTRICT' : level === 'PROVINCE' ? 'PROVINCE' : 'LOCAL_AUTHORITY';
    throw notFound(`${level.toLowerCase()} ${id ?? ''} not found`, reason);
  }
  const parts = await authoritiesSdg(db, year, authorities);
  if (level === 'NATIONAL') return nationSdg(year, parts);
  if (level === 'AUTHORITY') {
    const [{ authority, sdg }] = parts;
    return { level, id: authority.localAuthorityId, name: authority.name, authorities: 1, ...sdg };
  }
  return groupSdg(parts, level)[0];
}
