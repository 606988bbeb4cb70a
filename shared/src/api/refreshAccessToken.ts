import axios from 'axios';
import { API_BASE_PATH } from '../constants';
import { refreshTokenAtom, saveTokens, sessionStore } from '../session/store';

export class RefreshFailedError extends Error {
  constructor() {
    super('Refresh failed');
    this.name = 'RefreshFailedError';
  }
}

let inFlight: Promise<string> | null = null;

async function requestNewAccessToken(): Promise<string> {
  const refreshToken = sessionStore.get(refreshTokenAtom);
  if (!refreshToken) throw new RefreshFailedError();
  try {
    // A bare axios call: the refresh must never pass through the client's own 401 handling.
    const { data } = await axios.post<{ access_token: string; refresh_token?: string }>(`${API_BASE_PATH}/auth/refresh`, undefined, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    saveTokens(data.access_token, data.refresh_token);
    return data.access_token;
  } catch {
    throw new RefreshFailedError();
  }
}

/** Concurrent callers share one refresh: a rotated refresh token can be used only once. */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= requestNewAccessToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
