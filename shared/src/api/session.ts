import { clearSession, refreshTokenAtom, saveLogin, sessionStore } from '../session/store';
import type { LoggedUser, LoginResponse } from './contract';
import { apiClient } from './client';

export async function signIn(username: string, password: string, rememberMe = false): Promise<LoggedUser> {
  const { data } = await apiClient.post<LoginResponse>('/auth/authenticate', { username, password, rememberMe });
  saveLogin(data);
  return data.logged_user;
}

/** Revokes the refresh token on the server when it can; the local session is cleared either way. */
export async function signOut(): Promise<void> {
  const refreshToken = sessionStore.get(refreshTokenAtom);
  try {
    if (refreshToken) await apiClient.post('/auth/logout', { refresh_token: refreshToken });
  } catch {
    // The server may already consider the session gone; signing out must still succeed locally.
  } finally {
    clearSession();
  }
}

export async function fetchCurrentUser(): Promise<LoggedUser> {
  const { data } = await apiClient.get<LoggedUser>('/users/me');
  return data;
}
