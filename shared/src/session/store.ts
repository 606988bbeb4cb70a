import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEY } from '../constants';
import type { LoggedUser, LoginResponse } from '../api/contract';
import { isTokenLive } from './tokenExpiry';

/** Kept under the spec's keys; clearing a value removes its key rather than writing "null". */
function localStorageOf<T>(read: (raw: string) => T, write: (value: T) => string) {
  return {
    getItem: (key: string, initialValue: T | null): T | null => {
      const raw = localStorage.getItem(key);
      if (raw === null) return initialValue;
      try {
        return read(raw);
      } catch {
        return initialValue;
      }
    },
    setItem: (key: string, value: T | null) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, write(value))),
    removeItem: (key: string) => localStorage.removeItem(key),
  };
}

// Tokens as plain strings, the user as JSON.
const tokenStorage = localStorageOf<string>(
  (raw) => raw,
  (value) => value,
);
const userStorage = localStorageOf<LoggedUser>(
  (raw) => JSON.parse(raw) as LoggedUser,
  (value) => JSON.stringify(value),
);
const opts = { getOnInit: true };

export const accessTokenAtom = atomWithStorage<string | null>(STORAGE_KEY.accessToken, null, tokenStorage, opts);
export const refreshTokenAtom = atomWithStorage<string | null>(STORAGE_KEY.refreshToken, null, tokenStorage, opts);
export const loggedUserAtom = atomWithStorage<LoggedUser | null>(STORAGE_KEY.loggedUser, null, userStorage, opts);

export const signedInAtom = atom((get) => isTokenLive(get(accessTokenAtom)) && get(loggedUserAtom) !== null);

/**
 * The one store of the session. Host and remotes share the jotai module as a federation singleton,
 * so the default store is the same object everywhere.
 */
export const sessionStore = getDefaultStore();

export function saveLogin(response: LoginResponse): void {
  sessionStore.set(accessTokenAtom, response.access_token);
  sessionStore.set(refreshTokenAtom, response.refresh_token);
  sessionStore.set(loggedUserAtom, response.logged_user);
}

export function saveTokens(accessToken: string, refreshToken?: string): void {
  sessionStore.set(accessTokenAtom, accessToken);
  if (refreshToken) sessionStore.set(refreshTokenAtom, refreshToken);
}

export function clearSession(): void {
  sessionStore.set(accessTokenAtom, null);
  sessionStore.set(refreshTokenAtom, null);
  sessionStore.set(loggedUserAtom, null);
}
