import { isAxiosError } from 'axios';

/**
 * The id of the return a save was refused for (409 DUPLICATE_RETURN, its `details.id`), or null for any other
 * failure: the review then links to it in the user's words instead of quoting the server's English and raw id.
 */
export function duplicateReturnId(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const data = error.response.data as { code?: unknown; details?: { id?: unknown } } | undefined;
  return data?.code === 'DUPLICATE_RETURN' && typeof data.details?.id === 'string' ? data.details.id : null;
}

/** The failure with the server's message replaced by the page's words (the wizard's toast shows it). */
export function reworded(error: unknown, message: string): unknown {
  if (isAxiosError(error) && error.response) error.response.data = { ...(error.response.data as object), message };
  return error;
}
