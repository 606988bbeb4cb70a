import { actsAsLocalAuthority, actsAsRecycler, ROLE, type LocalAuthorityInfo, type LoggedUser } from '@waste/shared';
import type { LocalAuthorityRow } from './api/searchLocalAuthorities';
import type { RecyclerRow } from './api/searchRecyclers';

/** Spec section 5: a case-insensitive substring match on any of the given fields. */
export function pickerFilter<T>(rows: T[], query: string, fields: (row: T) => (string | null | undefined)[]): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => fields(row).some((value) => value?.toLowerCase().includes(needle)));
}

export function filterLocalAuthorities(rows: LocalAuthorityRow[], query: string): LocalAuthorityRow[] {
  return pickerFilter(rows, query, (row) => [row.name, row.nameSi, row.nameTa, row.provinceName, row.district]);
}

export function filterRecyclers(rows: RecyclerRow[], query: string): RecyclerRow[] {
  return pickerFilter(rows, query, (row) => [row.name, row.primaryAddress, row.hotline]);
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

/** What the super admin is acting as now, for the switcher's label. */
export function actingScope(user: LoggedUser): ActingScope {
  if (actsAsLocalAuthority(user) && user.selectedLocalAuthority) {
    return { role: 'localAuthority', name: user.selectedLocalAuthority.name };
  }
  if (actsAsRecycler(user) && user.selectedRecycler) return { role: 'recycler', name: user.selectedRecycler.name };
  return { role: 'superAdmin' };
}
