import {
  actsAsLocalAuthority,
  actsAsRecycler,
  localizedName,
  rankMatches,
  ROLE,
  type LocalAuthorityInfo,
  type LoggedUser,
} from '@waste/shared';
import type { LocalAuthorityRow } from './api/searchLocalAuthorities';
import type { RecyclerRow } from './api/searchRecyclers';

/**
 * Spec section 5: a case-insensitive substring match on the authority's name (in any language), province or
 * district; ranked (@waste/shared rankMatches): exact, then prefix, then a word's prefix, then the rest, names
 * before places.
 */
export function filterLocalAuthorities(rows: LocalAuthorityRow[], query: string): LocalAuthorityRow[] {
  return rankMatches(rows, query, (row) => [
    [row.name, row.nameSi, row.nameTa],
    [row.district, row.provinceName],
  ]);
}

/** Spec section 5: on the recycler's name, primary address or hotline; ranked, names first. */
export function filterRecyclers(rows: RecyclerRow[], query: string): RecyclerRow[] {
  return rankMatches(rows, query, (row) => [[row.name], [row.primaryAddress, row.hotline]]);
}

export function actAsSuperAdmin(user: LoggedUser): LoggedUser {
  return { ...user, defaultRole: ROLE.SUPER_ADMIN, selectedLocalAuthority: null, selectedRecycler: null };
}

export function actAsLocalAuthority(user: LoggedUser, info: LocalAuthorityInfo): LoggedUser {
  return {
    ...user,
    defaultRole: ROLE.LOCAL_AUTHORITY,
    selectedLocalAuthority: {
      id: String(info.id),
      name: info.name,
      nameSi: info.nameSi,
      nameTa: info.nameTa,
      district: info.district.name,
      province: info.province.code,
      councilType: info.councilType.code,
    },
    selectedRecycler: null,
  };
}

export function actAsRecycler(user: LoggedUser, recycler: RecyclerRow): LoggedUser {
  return {
    ...user,
    defaultRole: ROLE.RECYCLER,
    selectedLocalAuthority: null,
    selectedRecycler: { id: String(recycler.id), name: recycler.name, primaryAddress: recycler.primaryAddress, hotline: recycler.hotline },
  };
}

export type ActingScope = { role: 'superAdmin' } | { role: 'localAuthority'; name: string } | { role: 'recycler'; name: string };

/** What the super admin is acting as now, for the switcher's label: an authority in the user's language (ADR 0152). */
export function actingScope(user: LoggedUser, language: string): ActingScope {
  if (actsAsLocalAuthority(user) && user.selectedLocalAuthority) {
    return { role: 'localAuthority', name: localizedName(user.selectedLocalAuthority, language) };
  }
  if (actsAsRecycler(user) && user.selectedRecycler) return { role: 'recycler', name: user.selectedRecycler.name };
  return { role: 'superAdmin' };
}
