import type { Queryable } from '#db/database';
import { versionedMemory } from '#db/versioned-memory';
import { HS_CODE_VERSION_KEY } from '#routes/hscode/repository';

/**
 * What the visible customs data is at this moment: an upload turning COMPLETED (its lines appear, its new
 * codes with them) or WITHDRAWN (they go), or a sector assignment (the HS codes' version, which staff's
 * assignments raise), changes it. Nothing else changes what a graph sums: lines are never edited and sectors
 * are fixed.
 */
const VERSION_SQL = `SELECT concat_ws(' ', u.completed, u.finished, u.withdrawn, (SELECT value FROM settings WHERE key = $1)) AS version
  FROM (SELECT count(*) FILTER (WHERE status = 'COMPLETED') AS completed, max(finished_at) AS finished, max(withdrawn_at) AS withdrawn
          FROM customs_uploads) u`;

const kept = versionedMemory<string, Promise<unknown>>(1_000);

/**
 * A customs graph's answer, summed again only when the visible data changed since the same question was
 * last asked in this process. Every graph sums all the visible lines of its years, three times for the
 * statistics graphs; at 200 users those sums took most of PostgreSQL while imports ran beside them
 * (issue 41's load), and between two imports they give the same figures. Questions asked while the sums
 * run wait for the same sums, so an import turning visible sets off one summing, not one per reader. The
 * version is read before the sums: an answer summed while an upload turned visible is kept under the older
 * version and summed again on the next question.
 */
export async function graphAnswer<T>(db: Queryable, question: string, sum: () => Promise<T>): Promise<T> {
  const { rows } = await db.query<{ version: string }>(VERSION_SQL, [HS_CODE_VERSION_KEY]);
  const version = rows[0].version;
  const before = kept.get(db, question, version);
  if (before) return before as Promise<T>;
  const answer = sum();
  kept.set(db, question, version, answer);
  // A failed summing is not kept: the next question sums again.
  answer.catch(() => kept.forget(db, question, answer));
  return answer;
}
