import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AppError } from '../errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CODE_BY_STATUS: Record<number, string> = {
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

/** One error shape for every failure, `{ message, code, details? }`; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, code: error.code, ...(error.details === undefined ? {} : { details: error.details }) });
    }
    if (error.validation) {
      const part = error.validationContext ?? 'request';
      const issues = (error.validation as ValidationIssue[]).map((issue) => {
        const field = fieldOf(part, issue);
        return { field, message: describe(field, issue) };
      });
      return reply.code(400).send({ message: issues[0].message, code: 'VALIDATION_FAILED', details: issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong', code: 'INTERNAL_ERROR' });
    }
    return reply.code(status).send({ message: error.message, code: CODE_BY_STATUS[status] ?? 'REQUEST_FAILED' });
  });
}, { name: 'error-handler' });
