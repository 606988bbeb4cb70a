import type { FormInstance } from 'antd';
import { isAxiosError } from 'axios';
import { i18n } from '../i18n/instance';
import { ScopeGuardError } from '../scope/scopeGuard';

/** The server's `{ message, code, details? }` (server/src/plugins/error-handler.ts). */
interface ServerErrorBody {
  message?: unknown;
  code?: unknown;
  details?: unknown;
}

/** One refused value of a request the server's schema turned down, e.g. `body.email` or `params.id`. */
export interface ValidationIssue {
  field: string;
  message: string;
}

function serverBody(error: unknown): ServerErrorBody | null {
  if (!isAxiosError(error)) return null;
  const data = error.response?.data;
  return data && typeof data === 'object' ? (data as ServerErrorBody) : null;
}

const issuesIn = (details: unknown): ValidationIssue[] =>
  Array.isArray(details)
    ? details.filter((issue): issue is ValidationIssue => typeof issue?.field === 'string' && typeof issue?.message === 'string')
    : [];

/** The issues of a request the server's schema refused (code VALIDATION_FAILED), or null for any other failure. */
export function validationIssues(error: unknown): ValidationIssue[] | null {
  const body = serverBody(error);
  return body?.code === 'VALIDATION_FAILED' ? issuesIn(body.details) : null;
}

/**
 * The schema's own words (`querystring.localAuthorityId must match pattern ...`) are for developers.
 * A refused path or query value came from the address, so the page's link is wrong; a refused body
 * value came from a form.
 */
function validationMessage(issues: ValidationIssue[]): string {
  const fromAddress = issues.length > 0 && issues.every((issue) => /^(params|querystring)\./.test(issue.field));
  return i18n.t(fromAddress ? 'common:error.invalidLink' : 'common:error.invalidInput');
}

/** The server's message when it sent one as a string, otherwise the caller's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ScopeGuardError) return error.message;
  const issues = validationIssues(error);
  if (issues) return validationMessage(issues);
  // Its warnings are shown in words beside the figures; the server's message is English.
  if (serverBody(error)?.code === 'IMPLAUSIBLE_QUANTITY') return i18n.t('common:error.implausible');
  const message = serverBody(error)?.message;
  if (typeof message === 'string' && message.length > 0) return message;
  return fallback;
}

/** The words for a field the server refused: missing, more than the whole country generates (issue 35), or not valid. */
function fieldRefusal(message: string): string {
  if (message.endsWith(' is required') || message === 'This field is required') return 'common:validation.required';
  // server/src/plausibility/warnings.ts refuseImpossible: the physical bound, whatever the field's label.
  if (message.includes('more than the country generates')) return 'common:validation.aboveCountry';
  return 'common:error.fieldRejected';
}

/** A body field as the server names it (`body.intake.0.sourceId`), as a form names it: `['intake', 0, 'sourceId']`. */
export type BodyPath = (string | number)[];

/**
 * antd form errors for the body fields the server refused (`body.email` → `email`), each in words a
 * person understands, to pass to `form.setFields`; empty when the failure was not about the form's fields.
 * Any refusal that names its fields counts (a schema's, or a route's own with another code); `fieldOf` maps
 * the request's field to the form's where the form is shaped otherwise (null: not one of its fields).
 */
export function serverFieldErrors<Values = unknown>(
  error: unknown,
  fieldOf: (path: BodyPath) => BodyPath | null = (path) => path,
): Parameters<FormInstance<Values>['setFields']>[0] {
  const fields = issuesIn(serverBody(error)?.details)
    .filter((issue) => issue.field.startsWith('body.'))
    .flatMap((issue) => {
      const name = fieldOf(
        issue.field
          .split('.')
          .slice(1)
          .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
      );
      return name ? [{ name, errors: [i18n.t(fieldRefusal(issue.message))] }] : [];
    });
  // The server names the form's own fields; the form's type cannot know which ones it refused.
  return fields as Parameters<FormInstance<Values>['setFields']>[0];
}

/** The HTTP status of a failed call, or null when it never got an answer (e.g. to offer no Retry for a 404). */
export function httpStatus(error: unknown): number | null {
  return (isAxiosError(error) && error.response?.status) || null;
}

/** Whether asking again may help: not when the server refused the request itself (4xx other than timeouts and rate limits). */
export function isRetryable(error: unknown): boolean {
  const status = httpStatus(error);
  return status === null || status >= 500 || status === 408 || status === 429;
}
