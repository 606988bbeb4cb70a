import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_PATH, SIGN_IN_PATH } from '../constants';
import { i18n } from '../i18n/instance';
import { nextTask } from '../scheduling/nextTask';
import { assertRequestScope } from '../scope/scopeGuards';
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

apiClient.interceptors.request.use(async (config) => {
  // Sent in a task of its own, not inside the render, commit or script load that asked: starting a request
  // costs the main thread enough, several at once on the dashboard's first load, to turn that task into a
  // long one on a phone.
  await nextTask();
  assertRequestScope(sessionStore.get(loggedUserAtom), config);
  const token = sessionStore.get(accessTokenAtom);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The page's language, not the browser's: the server writes the mails a request causes in it (ADR 0214).
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language) config.headers.set('Accept-Language', language);
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
