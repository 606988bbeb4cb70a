/** Role codes of spec section 1. */
export const ROLE = {
  ADMIN: '001',
  SL_CUSTOM: '002',
  LOCAL_AUTHORITY: '003',
  RECYCLER: '004',
  SUPER_ADMIN: '005',
} as const;

export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

/** Spec section 9. */
export const DEFAULT_PAGE = { pageStart: 0, pageSize: 25, pageSort: 'ASC' } as const;
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
