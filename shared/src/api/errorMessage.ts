import { isAxiosError } from 'axios';
import { ScopeGuardError } from '../scope/scopeGuard';

/** The server's message when it sent one as a string, otherwise the caller's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ScopeGuardError) return error.message;
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return fallback;
}

/** The HTTP status of a failed call, or null when it never got an answer (e.g. to offer no Retry for a 404). */
export function httpStatus(error: unknown): number | null {
  return (isAxiosError(error) && error.response?.status) || null;
}
