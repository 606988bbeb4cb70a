import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { AppError, fieldsRefused, type ErrorCode, type FieldIssue } from '../errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** `body.username`, `querystring.localAuthorityId`: the field a client has to fix. */
function fieldOf(part: string, issue: ValidationIssue): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  if (typeof issue.params.missingProperty === 'string') segments.push(issue.params.missingProperty);
  return [part, ...segments].join('.');
}

function describe(field: string, issue: ValidationIssue): string {
  return typeof issue.params.missingProperty === 'string' ? `${field} is required` : `${field} ${issue.message ?? 'is invalid'}`;
}

/** Node's socket errors and PostgreSQL's "cannot connect now", "shut down", "too many connections" and connection-exception classes. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** What node-postgres says when a connection breaks or cannot be made in time (it gives no code). */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Cannot use a pool after calling end)/;

/** The database is down or restarting: the request may succeed later, so 503 rather than a 500 that reads like a bug. */
export function isDatabaseUnreachable(error: { code?: unknown; message?: unknown }): boolean {
  if (typeof error.code === 'string' && (UNREACHABLE_CODES.has(error.code) || error.code.startsWith('08'))) return true;
  return typeof error.message === 'string' && UNREACHABLE_MESSAGE.test(error.message);
}

/** Seconds a client waits before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, error: AppError) {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .send({
      message: error.message,
      code: error.code,
      ...(error.reason === undefined ? {} : { reason: error.reason }),
      ...(error.params === undefined ? {} : { params: error.params }),
      ...(error.details === undefined ? {} : { details: error.details }),
      ...error.answer,
    });
}

/**
 * One error shape for every failure, `{ message, code, reason?, params?, details? }` (server/src/error-catalogue.ts
 * lists the codes and reasons); 5xx details stay in the log.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) return send(reply, error);
      if (error.validation) {
        const part = error.validationContext ?? 'request';
        const [first, ...rest] = (error.validation as ValidationIssue[]).map((issue): FieldIssue => {
          const field = fieldOf(part, issue);
          return { field, message: describe(field, issue) };
        });
        return send(reply, fieldsRefused([first, ...rest]));
      }
      if (isDatabaseUnreachable(error)) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({
            message: 'The database is not reachable at the moment. Please try again shortly.',
            code: 'DATABASE_UNAVAILABLE' satisfies ErrorCode,
          });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: 'Something went wrong', code: 'INTERNAL_ERROR' satisfies ErrorCode });
      }
      return reply.code(status).send({ message: error.message, code: CODE_BY_STATUS[status] ?? ('REQUEST_FAILED' satisfies ErrorCode) });
    });
  },
  { name: 'error-handler' },
);
