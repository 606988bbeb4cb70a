import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldRefused } from '../errors';

const PARTS = [
  ['body', (request: FastifyRequest) => request.body],
  ['querystring', (request: FastifyRequest) => request.query],
  ['params', (request: FastifyRequest) => request.params],
] as const;

const invalid = (field: string, message: string) => fieldRefused(field, `${field} ${message}`);

/**
 * Text PostgreSQL cannot take: a NUL character, or a lone UTF-16 surrogate (not Unicode; jsonb, where the
 * audit log keeps what was written, refuses its escape).
 */
function textProblem(value: string, field: string): AppError | null {
  if (value.includes('\0')) return invalid(field, 'must not contain a NUL character').because('INVALID_TEXT');
  if (!(value as string & { isWellFormed(): boolean }).isWellFormed())
    return invalid(field, 'must be valid Unicode text').because('INVALID_TEXT');
  return null;
}

/** Deeper than any route's input: refused before walking it, so a body of nested brackets cannot exhaust the stack. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first value no route can store or use: a NUL character or a lone surrogate, an unsafe number, nesting
 * deeper than MAX_INPUT_DEPTH.
 */
function findUnusable(value: unknown, field: string, depth = 0): AppError | null {
  if (typeof value === 'string') return textProblem(value, field);
  if (typeof value === 'number') {
    return Number.isSafeInteger(Math.trunc(value))
      ? null
      : invalid(field, `must be between ${-Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`).because('NUMBER_RANGE');
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return invalid(field, `must not nest deeper than ${MAX_INPUT_DEPTH} levels`).because('TOO_DEEP');
  for (const [key, item] of Object.entries(value)) {
    const name = `${field}.${key}`;
    const badKey = textProblem(key, name);
    if (badKey) return badKey;
    const found = findUnusable(item, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Input that passes a route's schema and still cannot reach the database, refused once for every route
 * (after the schema, so numbers are already coerced): a 400 naming the field instead of a 500.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const [part, read] of PARTS) {
        const found = findUnusable(read(request), part);
        if (found) throw found;
      }
    });
  },
  { name: 'input-guard', dependencies: ['route-schemas'] },
);
