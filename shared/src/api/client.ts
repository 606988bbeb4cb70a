import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_PATH, SIGN_IN_PATH } from '../constants';
import { assertLocalAuthorityScope, isLocalAuthorityLookup } from '../scope/localAuthorityScope';
import { accessTokenAtom, clearSession, loggedUserAtom, sessionStore } from '../session/store';
import { refreshAccessToken } from './refreshAccessToken';

type RetriableConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };

let onSessionExpired: () => void = () => window.location.assign(SIGN_IN_PATH);

/** The host replaces the hard reload with a router navigation. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The one API client of the product (DESIGN.md section 1). */
export const apiClient = axios.create({ baseURL: API_BASE_PATH });

/** The localAuthorityId a call carries, in its query string or its JSON body. */
function requestedLocalAuthorityId(config: InternalAxiosRequestConfig): unknown {
  const fromParams = (config.params as Record<string, unknown> | undefined)?.localAuthorityId;
  if (fromParams !== undefined) return fromParams;
  return config.data !== null && typeof config.data === 'object' ? (config.data as Record<string, unknown>).localAuthorityId : undefined;
}

apiClient.interceptors.request.use((config) => {
  const localAuthorityId = requestedLocalAuthorityId(config);
  if (localAuthorityId !== undefined && !isLocalAuthorityLookup(config.url)) assertLocalAuthorityScope(sessionStore.get(loggedUserAtom), String(localAuthorityId));
  const token = sessionStore.get(accessTokenAtom);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const isAuthCall = config?.url?.startsWith('/auth/authenticate') || config?.url?.startsWith('/auth/refresh');
  if (error.response?.status !== 401 || !config || config.retriedAfterRefresh || isAuthCall) {
    throw error;
  }
  config.retriedAfterRefresh = true;
  try {
    const token = await refreshAccessToken();
    config.headers.set('Authorization', `Bearer ${token}`);
  } catch (refreshError) {
    clearSession();
    onSessionExpired();
    throw refreshError;
  }
  return apiClient(config);
});
