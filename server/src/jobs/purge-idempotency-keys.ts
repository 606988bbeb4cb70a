import { IDEMPOTENCY_RETENTION_DAYS, purgeIdempotencyKeys } from '../idempotency/idempotency';
import type { JobDefinition, NoPayload } from './job-definition';

/** Deletes the kept answers of Idempotency-Key saves older than the retention (src/idempotency/README.md); daily. */
export const purgeIdempotencyKeysJob: JobDefinition<NoPayload> = {
  name: 'purge-idempotency-keys',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  cron: '41 2 * * *',
  async run(_data, { db, log }) {
    const deleted = await purgeIdempotencyKeys(db);
    log.info({ deleted, retentionDays: IDEMPOTENCY_RETENTION_DAYS }, 'idempotency keys purged');
    return { deleted };
  },
};
