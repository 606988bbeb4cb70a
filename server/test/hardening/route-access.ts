import { ROLE, type RoleCode } from '#auth/roles';

/**
 * Who may call each API route, written down once, apart from the route code (issue 16's denial matrix).
 * The matrix test checks this table against the app's route table: a route without an entry, or an entry
 * without a route, fails it. Keys are `METHOD /path` as the OpenAPI document names them.
 */

/** The callers of the matrix: no token, an expired token, each role, and a super admin acting as an authority or a recycler. */
export const PRINCIPALS = [
  'anonymous',
  'expired',
  'admin',
  'customs',
  'localAuthority',
  'recycler',
  'superAdmin',
  'superAdminAsAuthority',
  'superAdminAsRecycler',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** For routes with an id: one the caller owns (or may see), another owner's, and one that does not exist. */
export const ID_CASES = ['own', 'other', 'missing'] as const;
export type IdCase = (typeof ID_CASES)[number];

export type Access = 'public' | 'signedIn' | readonly RoleCode[];

export interface RouteAccess {
  access: Access;
  /** What an allowed call answers (default 200). */
  ok?: number;
  /**
   * For routes with an id, what the id names. `owned`: the owner's record, hidden (404) from another
   * owner; `shared`: any caller allowed by the route may use any existing one.
   */
  id?: 'owned' | 'shared';
  /** Cells that differ from the rule, keyed `principal` or `principal/idCase`. */
  cells?: Partial<Record<`${Principal}` | `${Principal}/${IdCase}`, number>>;
}

const { ADMIN: A, SL_CUSTOM: C, LOCAL_AUTHORITY: L, RECYCLER: R, SUPER_ADMIN: S } = ROLE;

const LA_OR_SA = [L, S] as const;
const RC_OR_SA = [R, S] as const;
const CUSTOMS_READERS = [C, S] as const;
const ADMINS = [A, S] as const;
const MFA_READERS = [A, L, S] as const;

/** A super admin who names no authority (or recycler) where the route acts on one's own: 400 "…Id is required". */
const SA_NEEDS_AUTHORITY = { superAdmin: 400, superAdminAsRecycler: 400 } as const;
const SA_NEEDS_RECYCLER = { superAdmin: 400, superAdminAsAuthority: 400 } as const;
/** The same on an MFA reading of one authority, where an admin names the authority too. */
const MFA_NEEDS_AUTHORITY = { admin: 400, ...SA_NEEDS_AUTHORITY } as const;

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // Signing in and the account's own mail links: public. The bodies the matrix sends are refused where
  // they carry no valid token (the point is that no token is asked for).
  'POST /api/v1/auth/authenticate': { access: 'public' },
  'POST /api/v1/auth/refresh': { access: 'public', ok: 401 },
  'POST /api/v1/auth/logout': { access: 'signedIn', ok: 204 },
  'POST /api/v1/auth/signup': { access: 'public', ok: 202 },
  'POST /api/v1/auth/forgot-password': { access: 'public', ok: 202 },
  'POST /api/v1/auth/reset-password': { access: 'public', ok: 400 },
  'POST /api/v1/auth/verify-email': { access: 'public', ok: 400 },
  'POST /api/v1/auth/resend-verification': { access: 'public', ok: 202 },
  'POST /api/v1/auth/verify-account': { access: 'public', ok: 400 },

  'POST /api/v1/users': { access: [S], ok: 201 },
  'GET /api/v1/users/me': { access: 'signedIn' },
  'GET /api/v1/users/me/profile': { access: 'signedIn' },
  'PUT /api/v1/users/me/profile': { access: 'signedIn' },
  // Sent with a wrong current password, so that the matrix changes nobody's password.
  'POST /api/v1/users/me/password': { access: 'signedIn', ok: 400 },
  'DELETE /api/v1/users/me/email-change': { access: 'signedIn', ok: 204 },
  'POST /api/v1/users/me/acting-as': { access: [S], ok: 204 },
  'POST /api/v1/users/search': { access: [S] },
  'PATCH /api/v1/users/{id}': { access: [S], id: 'shared' },
  'POST /api/v1/users/{id}/password-reset': { access: [S], id: 'shared', ok: 202 },
  'GET /api/v1/users/me/support-contact': { access: 'signedIn' },
  'PUT /api/v1/users/support-contact': { access: [S] },

  'GET /api/v1/master-data/provinces': { access: 'signedIn' },
  'GET /api/v1/master-data/get-la-types': { access: 'signedIn' },
  'POST /api/v1/master-data/districts': { access: 'signedIn' },
  'POST /api/v1/master-data/local-authorities': { access: 'signedIn' },

  'GET /api/v1/local-authority/get-la-info': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/local-authority/search-la': { access: ADMINS },
  'GET /api/v1/local-authority/init-waste-search': { access: LA_OR_SA },
  'GET /api/v1/local-authority/init-waste-form': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/local-authority/insert/la-waste-data': { access: LA_OR_SA, ok: 201, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/local-authority/plausibility/la-waste-data': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/local-authority/waste-corrections': { access: LA_OR_SA, ok: 201, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/local-authority/search-waste': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  // A super admin who names no authority reads any authority's record.
  'GET /api/v1/local-authority/waste-view/{id}': {
    access: LA_OR_SA,
    id: 'owned',
    cells: { 'superAdmin/other': 200, 'superAdminAsRecycler/other': 200 },
  },
  'POST /api/v1/local-authority/la-waste-collection': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/local-authority/send-request': { access: LA_OR_SA, ok: 201, cells: SA_NEEDS_AUTHORITY },
  'GET /api/v1/local-authority/view-sent-requests': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },

  'POST /api/v1/recycler/search': { access: ADMINS },
  'POST /api/v1/recycler/save-recycler': { access: [S] },
  'GET /api/v1/recycler/view/{id}': { access: [S], id: 'shared' },
  'POST /api/v1/recycler/create-account': { access: [S], ok: 201 },
  'GET /api/v1/recycler/master-data': { access: RC_OR_SA },
  'POST /api/v1/recycler/save-master-data': { access: [S] },
  'POST /api/v1/recycler/save-recycler-waste-data': { access: RC_OR_SA, ok: 201, cells: SA_NEEDS_RECYCLER },
  'POST /api/v1/recycler/plausibility': { access: RC_OR_SA, cells: SA_NEEDS_RECYCLER },
  'POST /api/v1/recycler/waste-corrections': { access: RC_OR_SA, ok: 201, cells: SA_NEEDS_RECYCLER },
  'GET /api/v1/recycler/sent-corrections': { access: RC_OR_SA, cells: SA_NEEDS_RECYCLER },
  'POST /api/v1/recycler/search-waste-data-list': { access: RC_OR_SA, cells: SA_NEEDS_RECYCLER },
  'GET /api/v1/recycler/waste-data-detail/{id}': { access: RC_OR_SA, id: 'owned', cells: SA_NEEDS_RECYCLER },
  'POST /api/v1/recycler/own-graph': { access: RC_OR_SA, cells: SA_NEEDS_RECYCLER },
  'POST /api/v1/recycler/national-graph': { access: RC_OR_SA, cells: SA_NEEDS_RECYCLER },

  // Everyone's own calendar: another user's event does not exist for the caller.
  'GET /api/v1/calendar/events': { access: 'signedIn' },
  'POST /api/v1/calendar/events': { access: 'signedIn', ok: 201 },
  'PUT /api/v1/calendar/events/{id}': { access: 'signedIn', id: 'owned' },
  'DELETE /api/v1/calendar/events/{id}': { access: 'signedIn', id: 'owned', ok: 204 },

  'POST /api/v1/sampath-piyasa/search-center': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'GET /api/v1/sampath-piyasa/center/{id}': { access: LA_OR_SA, id: 'owned', cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/save-center': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'GET /api/v1/sampath-piyasa/init-waste-form': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/save-waste-data': { access: LA_OR_SA, ok: 201, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/plausibility': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/waste-corrections': { access: LA_OR_SA, ok: 201, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/search-waste': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'GET /api/v1/sampath-piyasa/waste-view/{id}': { access: LA_OR_SA, id: 'owned', cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/collected-quantities-graph': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'POST /api/v1/sampath-piyasa/recyclable-waste-graph': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },

  'GET /api/v1/mfa/mfa-la-summary': { access: MFA_READERS, cells: MFA_NEEDS_AUTHORITY },
  'GET /api/v1/mfa/mfa-national-summary': { access: MFA_READERS },
  'GET /api/v1/mfa/get-mfa-data-inputs': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  'GET /api/v1/mfa/leakage-parameters': { access: LA_OR_SA, cells: SA_NEEDS_AUTHORITY },
  // Without an authority the super admin writes the national defaults.
  'POST /api/v1/mfa/leakage-parameters': { access: [S] },
  // Admins run it for the authority a request is from: it saves nothing.
  'POST /api/v1/mfa/what-if': { access: MFA_READERS, cells: MFA_NEEDS_AUTHORITY },
  'GET /api/v1/mfa/diagram-la': { access: MFA_READERS, cells: MFA_NEEDS_AUTHORITY },
  'GET /api/v1/mfa/district-diagram-la': { access: MFA_READERS, cells: MFA_NEEDS_AUTHORITY },
  'GET /api/v1/mfa/province-diagram-la': { access: MFA_READERS, cells: MFA_NEEDS_AUTHORITY },
  'POST /api/v1/mfa/search-mfa': { access: MFA_READERS },
  'GET /api/v1/mfa/sdg-11-6-1': { access: MFA_READERS },
  'GET /api/v1/mfa/national-report': { access: MFA_READERS },
  'GET /api/v1/mfa/reconciliation': { access: MFA_READERS },
  'GET /api/v1/mfa/uncertainty-rules': { access: MFA_READERS },
  'POST /api/v1/mfa/uncertainty-rules': { access: [S] },

  // Uploading customs files is the customs officer's alone; a super admin reads.
  'POST /api/v1/customs/upload': { access: [C], ok: 202 },
  'GET /api/v1/customs/status/{jobId}': { access: CUSTOMS_READERS, id: 'shared' },
  'GET /api/v1/customs/init-search': { access: CUSTOMS_READERS },
  'POST /api/v1/customs/search': { access: CUSTOMS_READERS },
  'POST /api/v1/customs/download': { access: CUSTOMS_READERS },
  'GET /api/v1/customs/graph-init-search': { access: CUSTOMS_READERS },
  'POST /api/v1/customs/statisticsGraphs': { access: CUSTOMS_READERS },
  'POST /api/v1/customs/sectorGenerationStatisticsGraphs': { access: CUSTOMS_READERS },
  'POST /api/v1/customs/partnerStatisticsGraphs': { access: CUSTOMS_READERS },
  // The matrix's uploads are still importing: an allowed withdrawal is refused as such (409).
  'POST /api/v1/customs/uploads/{jobId}/withdraw': { access: [C], id: 'shared', ok: 409 },
  'GET /api/v1/hscode/init-search': { access: CUSTOMS_READERS },
  'POST /api/v1/hscode/search': { access: CUSTOMS_READERS },
  'POST /api/v1/hscode/search-new': { access: CUSTOMS_READERS },
  'GET /api/v1/hscode/edit/{id}': { access: CUSTOMS_READERS, id: 'shared' },
  'POST /api/v1/hscode/update': { access: [C] },
  'GET /api/v1/sector': { access: CUSTOMS_READERS },
  'GET /api/v1/customs-log/init-search': { access: CUSTOMS_READERS },
  'POST /api/v1/customs-log/search': { access: CUSTOMS_READERS },
  'POST /api/v1/customs-log/view/search/{id}': { access: CUSTOMS_READERS, id: 'shared' },

  'POST /api/v1/loggers/search': { access: [S] },
  'POST /api/v1/loggers/export': { access: [S] },
  'GET /api/v1/loggers/options': { access: [S] },

  // Parameter-change requests are any authority's, handled by any admin.
  'POST /api/v1/requests/search': { access: ADMINS },
  'GET /api/v1/requests/waiting': { access: ADMINS },
  'GET /api/v1/requests/{id}': { access: ADMINS, id: 'shared' },
  'POST /api/v1/requests/{id}/complete': { access: ADMINS, id: 'shared' },
  'POST /api/v1/requests/{id}/discard': { access: ADMINS, id: 'shared' },

  'POST /api/v1/admin/local-authorities/search': { access: [S] },
  'GET /api/v1/admin/completeness': { access: [S] },
  'GET /api/v1/admin/district-map': { access: ADMINS },
  'POST /api/v1/admin/local-authorities/{id}/waste': { access: [S], id: 'shared' },
  'POST /api/v1/admin/local-authorities/{id}/centres': { access: [S], id: 'shared' },
  'GET /api/v1/admin/local-authorities/{id}/mfa-summary': { access: [S], id: 'shared' },
  'GET /api/v1/requests/unseen-count': { access: ADMINS },

  // The bell: an account reads its own authority's or recycler's news (none without one); a super admin names the one it acts as.
  'GET /api/v1/notifications': { access: 'signedIn' },
  'POST /api/v1/notifications/read': { access: 'signedIn' },
};

const ROLE_OF: Partial<Record<Principal, RoleCode>> = {
  admin: A,
  customs: C,
  localAuthority: L,
  recycler: R,
  superAdmin: S,
  superAdminAsAuthority: S,
  superAdminAsRecycler: S,
};

/** The status the table expects for one cell. */
export function expectedStatus(entry: RouteAccess, principal: Principal, idCase?: IdCase): number {
  const override = (idCase ? entry.cells?.[`${principal}/${idCase}`] : undefined) ?? entry.cells?.[principal];
  if (entry.access === 'public') return override ?? entry.ok ?? 200;
  const role = ROLE_OF[principal];
  if (!role) return 401;
  if (entry.access !== 'signedIn' && !entry.access.includes(role)) return 403;
  if (override !== undefined) return override;
  if (idCase === 'missing') return 404;
  if (idCase === 'other' && entry.id === 'owned') return 404;
  return entry.ok ?? 200;
}
