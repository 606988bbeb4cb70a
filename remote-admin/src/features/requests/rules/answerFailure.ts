import { errorMessage } from '@waste/shared';
import { isAxiosError } from 'axios';

/** Why an answer was refused: another admin answered first, what it proposes no longer passes, or anything else. */
export type AnswerRefusal = 'alreadyHandled' | 'cannotApply' | 'failed';

export interface AnswerFailure {
  refusal: AnswerRefusal;
  /** The server's own words (they name the record, the field, the overlap). */
  detail: string;
}

/** A completion or discard the server refused, said plainly; the request stays open for all but the first. */
export function answerFailure(error: unknown): AnswerFailure {
  const response = isAxiosError(error) ? error.response : undefined;
  const body = (response?.data ?? {}) as { code?: unknown; message?: unknown };
  const message = typeof body.message === 'string' ? body.message : '';
  if (response?.status === 409 && body.code === 'REQUEST_ALREADY_HANDLED') return { refusal: 'alreadyHandled', detail: message };
  // The shared wording of a 400 is for forms; this one names what no longer passes, so its words are kept.
  if (response?.status === 400 && / cannot be applied: /.test(message)) return { refusal: 'cannotApply', detail: message };
  // A replacement overlapping a record saved since it was asked.
  if (response?.status === 409 && typeof body.code === 'string' && body.code.startsWith('DUPLICATE_'))
    return { refusal: 'cannotApply', detail: message };
  return { refusal: 'failed', detail: errorMessage(error, '') };
}
