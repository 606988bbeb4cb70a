/**
 * A failure the client may see as is: `{ message, code, details? }` with this status, and the fields of `answer`
 * where a route's contract adds its own (the plausibility warnings of a 422).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
    readonly answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Authentication required');
export const tokenExpired = () => new AppError(401, 'TOKEN_EXPIRED', 'Token expired');
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
export const refreshFailed = () => new AppError(401, 'REFRESH_FAILED', 'Refresh failed');
export const accountDisabled = () => new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled. Please contact a super admin.');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'Forbidden');
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

export function tooManySignInAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many sign-in attempts. Please wait ${wait} and try again.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

export const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', 'Current password is incorrect');
export const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists');

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please wait ${wait} and try again.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
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
export function fieldsRefused(issues: readonly [FieldIssue, ...FieldIssue[]], answer: { code?: string; message?: string } = {}): AppError {
  return new AppError(400, answer.code ?? 'VALIDATION_FAILED', answer.message ?? issues[0].message, issues);
}

/** 400 naming one refused field. */
export const fieldRefused = (field: string, message: string, code?: string) => fieldsRefused([{ field, message }], { code });

/** 400 for input refused as a whole, its message naming what to change (`fromDate must not be after toDate`). */
export const inputRefused = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);
