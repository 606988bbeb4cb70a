import { STORAGE_KEY_NAMES } from './storageKeys';

/**
 * A fresh page load of `/signin` by a signed-out visitor gets the quick sign-in page (no router, antd,
 * query client, axios or i18next); any other page, and a visitor who holds a session, gets the shell.
 */
export function opensQuickSignIn(location: Pick<Location, 'pathname'> = window.location): boolean {
  if (location.pathname !== '/signin') return false;
  try {
    return localStorage.getItem(STORAGE_KEY_NAMES.accessToken) === null || localStorage.getItem(STORAGE_KEY_NAMES.loggedUser) === null;
  } catch {
    return true;
  }
}
