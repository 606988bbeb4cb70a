import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#db/database';
import { AppError } from '#errors';

/** How long a key's answer is kept (README.md): longer than a phone is expected to wait before sending again. */
export const IDEMPOTENCY_RETENTION_DAYS = 14;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w-]{8,100}$/;

interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/** What makes two calls "the same": the route, its query (the acting scope) and the body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!KEY_PATTERN.test(key))
    throw new AppError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"').because('IDEMPOTENCY_KEY');
  return key;
}

const reused = () => new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
const inProgress = () =>
  new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed; try again shortly');

/**
 * Runs a save at most once per user and `Idempotency-Key` (ADR 0271). Without the header the save runs as before.
 * The first call claims the key, runs `save` and keeps its answer; a repeat with the same body gets that answer
 * (status and body) and saves nothing; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. A save that
 * fails releases the key, so the retry is judged by the rules again (an entry refused stays refused, with its reason).
 */
export async function idempotent<T>(
  db: Database,
  userId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  save: () => Promise<T>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  if (key === null) return reply.code(status).send(await save());
  const hash = requestHash(request);
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1`,
    [userId, key, hash],
  );
  if (claimed.rows.length === 0) {
    const { rows } = await db.query<StoredAnswer>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2',
      [userId, key],
    );
    const stored = rows[0];
    // Purged between the two statements: rare enough to ask the client to try again.
    if (!stored) throw inProgress();
    if (stored.request_hash !== hash) throw reused();
    if (stored.status_code === null) throw inProgress();
    reply.header('idempotent-replayed', 'true');
    return reply.code(stored.status_code).send(stored.response);
  }
  let answer: T;
  try {
    answer = await save();
  } catch (error) {
    await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);
    throw error;
  }
  // The answer as the client reads it (dates as strings), so that a replay is the same bytes' meaning.
  await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4::text::jsonb WHERE user_id = $1 AND idempotency_key = $2', [
    userId,
    key,
    status,
    JSON.stringify(answer),
  ]);
  return reply.code(status).send(answer);
}

/** Deletes the answers older than the retention; the purge job's statement. */
export async function purgeIdempotencyKeys(db: Pick<Database, 'query'>): Promise<number> {
  const { rows } = await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1) RETURNING 1`, [
    IDEMPOTENCY_RETENTION_DAYS,
  ]);
  return rows.length;
}
