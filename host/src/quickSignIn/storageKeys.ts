/**
 * The spec's storage keys, as `@waste/shared`'s STORAGE_KEY (a test keeps them equal): importing them from
 * the shared package would bring the whole package into the quick sign-in page.
 */
export const STORAGE_KEY_NAMES = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  loggedUser: 'loggedUser',
  language: 'i18nextLng',
  theme: 'theme',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;

/** `@waste/shared`'s API_BASE_PATH. */
export const SIGN_IN_URL = '/api/v1/auth/authenticate';
