import type { components } from './api/generated';

/** The role codes the server knows: its OpenAPI document's RoleCode enum, in the generated API types. */
type ServerRoleCode = components['schemas']['RoleCode'];

/** Role codes of spec section 1, by name. */
export const ROLE = {
  ADMIN: '001',
  SL_CUSTOM: '002',
  LOCAL_AUTHORITY: '003',
  RECYCLER: '004',
  SUPER_ADMIN: '005',
} as const;

/** `never` unless both lists hold the same codes, so that ROLE_CODES below does not compile when they differ. */
type SameCodes<Ours, Theirs> = [Ours] extends [Theirs] ? ([Theirs] extends [Ours] ? Ours : never) : never;

export type RoleCode = SameCodes<(typeof ROLE)[keyof typeof ROLE], ServerRoleCode>;

/** Every role code, in order (001 to 005): the compiler refuses it when the server's codes are not exactly ROLE's. */
export const ROLE_CODES: readonly RoleCode[] = Object.values(ROLE);

/** Spec section 9. */
export const DEFAULT_PAGE = { pageStart: 0, pageSize: 25, pageSort: 'ASC' } as const;
/** The page sizes a server-paged list offers where the server names none. */
export const PAGE_SIZE_OPTIONS = [10, DEFAULT_PAGE.pageSize, 50, 100];
export const PICKER_PAGE_SIZE = 1000;
export const MAX_CHART_YEARS = 10;
export const TOAST_DURATION_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_SIDEBAR_BREAKPOINT_PX = 1024;
export const SIDEBAR_WIDTH_PX = { expanded: 290, collapsed: 90 } as const;
export const RELEASE_LABELS = { web: 'web 0.0.6 Beta', api: 'API 1.2.0' } as const;
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const STORAGE_KEY = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  loggedUser: 'loggedUser',
  fileUploadJobId: 'fileUploadJobId',
  language: 'i18nextLng',
  theme: 'theme',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;

export const API_BASE_PATH = '/api/v1';
export const SIGN_IN_PATH = '/signin';
