import { clearUserEntries, offlineStoreAvailable } from '../offline/offlineStore';
import { clearSession, loggedUserAtom, refreshTokenAtom, saveLogin, sessionStore } from '../session/store';
import type { LoggedUser, LoginResponse } from './contract';
import { apiCall } from './request';

export async function signIn(username: string, password: string, rememberMe = false): Promise<LoggedUser> {
  // The contract types role codes as strings; the server answers only the codes of `RoleCode`.
  const login = (await apiCall('post', '/auth/authenticate', { body: { username, password, rememberMe } })) as LoginResponse;
  saveLogin(login);
  return login.logged_user;
}

/**
 * Revokes the refresh token on the server when it can; the local session is cleared either way, and so are the
 * entries this user kept on the device (issue 42 point 4: a shared phone keeps nothing of the last user).
 */
export async function signOut(): Promise<void> {
  const refreshToken = sessionStore.get(refreshTokenAtom);
  const userId = sessionStore.get(loggedUserAtom)?.id;
  if (userId && offlineStoreAvailable()) await clearUserEntries(userId).catch(() => 0);
  // The service worker's copy of the wizards' reference data (host/src/sw/cacheNames.ts REFERENCE_DATA_CACHE).
  if (typeof caches !== 'undefined') await caches.delete('reference-data').catch(() => false);
  try {
    if (refreshToken) await apiCall('post', '/auth/logout', { body: { refresh_token: refreshToken } });
  } catch {
    // The server may already consider the session gone; signing out must still succeed locally.
  } finally {
    clearSession();
  }
}
