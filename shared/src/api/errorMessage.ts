import { isAxiosError } from 'axios';
import { LocalAuthorityScopeError } from '../scope/localAuthorityScope';

/** The server's message when it sent one as a string, otherwise the caller's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof LocalAuthorityScopeError) return error.message;
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return fallback;
}
