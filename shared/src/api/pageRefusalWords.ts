import { isAxiosError } from 'axios';

/**
 * The failure with the page's own words for the server's 409 refusals it knows (a page can say "this return"
 * where the common words say "this record"), for the wizard's toast and review; any other failure unchanged.
 */
export function withPageRefusalWords(error: unknown, wordsFor: (code: string) => string | null): unknown {
  if (!isAxiosError(error) || error.response?.status !== 409) return error;
  const { code, details } = (error.response.data ?? {}) as { code?: unknown; details?: unknown };
  const message = typeof code === 'string' ? wordsFor(code) : null;
  // Without its code, so that the common words for the code do not take the page's place.
  if (message) error.response.data = { message, details };
  return error;
}
