import type { ErrorCode, ErrorParams, ReasonOf } from './error-catalogue';

export type { ErrorCode, ErrorParams } from './error-catalogue';

/**
 * A failure the client may see as is: `{ message, code, reason?, params?, details? }` with this status, and the
 * fields of `answer` where a route's contract adds its own (the plausibility warnings of a 422). `message` is
 * English for the API's clients; the browser words `code` (and `reason`, with `params`) in the user's language
 * (server/src/error-catalogue.ts lists them).
 */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  reason?: string;
  params?: ErrorParams;

  constructor(
    readonly statusCode: number,
    readonly code: Code,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
    readonly answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Which of the code's messages this is, and the values its words need. */
  because<Own extends ErrorCode>(this: AppError<Own>, reason: ReasonOf<Own>, params?: ErrorParams): AppError<Own> {
    this.reason = reason;
    if (params) this.params = params;
    return this;
  }

  /** The values the code's words need. */
  withParams(params: ErrorParams): this {
    this.params = params;
    return this;
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Authentication required');
export const tokenExpired = () => new AppError(401, 'TOKEN_EXPIRED', 'Token expired');
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
export const refreshFailed = () => new AppError(401, 'REFRESH_FAILED', 'Refresh failed');
export const accountDisabled = () => new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled. Please contact a super admin.');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'Forbidden');
/** 404; `reason` names what was not found. */
export function notFound(message = 'Not found', reason?: ReasonOf<'NOT_FOUND'>): AppError<'NOT_FOUND'> {
  const error = new AppError(404, 'NOT_FOUND', message);
  return reason ? error.because(reason) : error;
}

export function tooManySignInAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many sign-in attempts. Please wait ${wait} and try again.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  }).because('SIGN_IN', { count: minutes });
}

export const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', 'Current password is incorrect');
export const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists');

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please wait ${wait} and try again.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  }).withParams({ count: minutes });
}

/** One refused value, named as the browser maps it onto a form field: `body.email`, `body.intake.0.sourceId`. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The one answer to input that names its fields: 400 with `details` listing each refused field, the shape
 * the browser maps onto form fields (shared/src/api/errorMessage.ts). The message is the first issue's unless
 * the route's contract words it otherwise, and the code VALIDATION_FAILED unless it names another
 * (COMMON_PASSWORD, the recycler's VALIDATION).
 */
export function fieldsRefused<Code extends ErrorCode = 'VALIDATION_FAILED'>(
  issues: readonly [FieldIssue, ...FieldIssue[]],
  answer: { code?: Code; message?: string } = {},
): AppError<Code> {
  return new AppError(400, answer.code ?? ('VALIDATION_FAILED' as Code), answer.message ?? issues[0].message, issues);
}

/** 400 naming one refused field. */
export const fieldRefused = <Code extends ErrorCode = 'VALIDATION_FAILED'>(field: string, message: string, code?: Code): AppError<Code> =>
  fieldsRefused<Code>([{ field, message }], { code });

/**
 * 400 for input refused as a whole, its message naming what to change (`fromDate must not be after toDate`);
 * `reason` says which, for the browser's words.
 */
export function inputRefused(message: string, reason?: ReasonOf<'VALIDATION_FAILED'>, params?: ErrorParams): AppError<'VALIDATION_FAILED'> {
  const error = new AppError(400, 'VALIDATION_FAILED', message);
  return reason ? error.because(reason, params) : error;
}
