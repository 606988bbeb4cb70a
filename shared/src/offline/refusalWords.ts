import { AxiosError, AxiosHeaders } from 'axios';
import { errorMessage } from '../api/errorMessage';
import type { OfflineRefusal } from './offlineStore';

/** The words of a kept refusal in the user's language now (not when it was refused), as a live answer would get. */
export function refusalWords(refusal: OfflineRefusal, fallback: string): string {
  const answer = new AxiosError(refusal.message, 'ERR_BAD_REQUEST', undefined, null, {
    status: refusal.status,
    statusText: '',
    data: refusal,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
  return errorMessage(answer, fallback);
}
