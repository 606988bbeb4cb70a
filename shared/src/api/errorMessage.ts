import type { FormInstance } from 'antd';
import { isAxiosError } from 'axios';
import { i18n } from '../i18n/instance';
import { ScopeGuardError } from '../scope/scopeGuard';

/**
 * The server's `{ message, code, reason?, params?, details? }` (server/src/plugins/error-handler.ts; the codes
 * and reasons are listed in server/src/error-catalogue.ts). `message` is English, for the API's own clients.
 */
interface ServerErrorBody {
  message?: unknown;
  code?: unknown;
  reason?: unknown;
  params?: unknown;
  details?: unknown;
}

type ErrorParams = Record<string, string | number>;

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

const paramsOf = (params: unknown): ErrorParams =>
  params && typeof params === 'object'
    ? Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string' || typeof value === 'number'))
    : {};

/**
 * The words of a server error in the user's language: `common:serverError.<code>.<reason>`, else
 * `common:serverError.<code>`, with its params; null for a code the browser has no words for.
 */
function serverWords(body: ServerErrorBody | null): string | null {
  if (typeof body?.code !== 'string') return null;
  const params = paramsOf(body.params);
  const keys = [
    ...(typeof body.reason === 'string' ? [`common:serverError.${body.code}.${body.reason}`] : []),
    `common:serverError.${body.code}`,
  ];
  // Words whose params the answer lacks would show their {{placeholders}}: the next key, or the message, instead.
  return (
    keys
      .filter((key) => i18n.exists(key, params))
      .map((key) => i18n.t(key, params))
      .find((words) => !words.includes('{{')) ?? null
  );
}

/**
 * A catalogue code stored with its params outside an HTTP answer (a customs import's FOREIGN_REPORTER in the
 * status or the data log) in the user's language, through the same `common:serverError.<code>` words; null
 * when the browser has no words for it (show the server's message instead).
 */
export const catalogueWords = (code: string, params?: ErrorParams | null): string | null => serverWords({ code, params });

/**
 * What went wrong, in the user's language (spec section 8): the server's code (and reason) in words, a refused
 * form in general words, and the server's English message only for a code the browser has no words for;
 * otherwise the caller's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ScopeGuardError) return i18n.exists(`common:${error.key}`) ? i18n.t(`common:${error.key}`) : error.message;
  const body = serverBody(error);
  // Its warnings are shown in words beside the figures.
  if (body?.code === 'IMPLAUSIBLE_QUANTITY') return i18n.t('common:error.implausible');
  const issues = validationIssues(error);
  if (issues && typeof body?.reason !== 'string') return validationMessage(issues);
  const words = serverWords(body);
  if (words) return words;
  const message = body?.message;
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
  const body = serverBody(error);
  // A refusal the server named (a retired entry, a month in the future) says so at its field.
  const named = typeof body?.reason === 'string' ? serverWords(body) : null;
  const fields = issuesIn(body?.details)
    .filter((issue) => issue.field.startsWith('body.'))
    .flatMap((issue) => {
      const name = fieldOf(
        issue.field
          .split('.')
          .slice(1)
          .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
      );
      return name ? [{ name, errors: [named ?? i18n.t(fieldRefusal(issue.message))] }] : [];
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
