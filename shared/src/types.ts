import type { RoleCode } from './constants';

export interface SelectedLocalAuthority {
  id: string;
  name: string;
  district: string;
  province: string;
  councilType: string;
}

export interface SelectedRecycler {
  id: string;
  name: string;
  primaryAddress: string;
  hotline: string;
}

/** Spec section 3, kept in local storage as `loggedUser`. */
export interface LoggedUser {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  defaultRole: RoleCode | null;
  roles: RoleCode[];
  selectedLocalAuthority: SelectedLocalAuthority | null;
  selectedRecycler: SelectedRecycler | null;
}

export interface LoginResponse {
  access_token: string;
  refresh_token: string;
  logged_user: LoggedUser;
}

export interface ApiError {
  message: string;
  code: string;
  details?: unknown;
}

export interface Province {
  id: string;
  code: string;
  name: string;
  nameSi: string;
  nameTa: string;
  localAuthorityCount: number;
}

export interface LocalAuthorityInfo {
  id: string;
  code: string;
  name: string;
  councilType: { code: string; name: string };
  district: { id: string; name: string; nameSi: string; nameTa: string };
  province: { id: string; code: string; name: string; nameSi: string; nameTa: string };
}
