import type { PgBoss } from 'pg-boss';
import type { Database } from '#db/database';
import { MAX_QUEUED_IMPORTS } from '#jobs/customs-import/limits';
import { failIfAbandoned } from '../status/repository';
import { pendingUploadsOf, tooManyImports } from './repository';

/**
 * Refuses an upload before its file is read while the account has MAX_QUEUED_IMPORTS files waiting or
 * importing. Those whose job died (a PENDING that nobody followed to its end) are failed first, so that they
 * do not hold the account's places for ever. The insert checks again under the account's lock.
 */
export async function checkRoomInQueue(db: Database, jobQueue: PgBoss, userId: string): Promise<void> {
  const waiting = await pendingUploadsOf(db, userId);
  if (waiting.length < MAX_QUEUED_IMPORTS) return;
  let left = waiting.length;
  for (const upload of waiting) {
    if (upload.settled && (await failIfAbandoned(db, jobQueue, upload.id))) left -= 1;
  }
  if (left >= MAX_QUEUED_IMPORTS) throw tooManyImports();
}
