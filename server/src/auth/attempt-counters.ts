import type { Database } from '../db/database';

/** How a counter lets attempts through: `max` at once, then one per growing wait. */
export interface AttemptRule {
  max: number;
  /** The wait after the `max`-th attempt; it doubles with every attempt after that... */
  firstWaitSeconds: number;
  /** ...up to this. */
  longestWaitSeconds: number;
  /** A counter with no attempt for this long starts again from zero. */
  forgetAfterSeconds: number;
}

/**
 * The wait after the `attempts`-th attempt before the next one (an SQL expression of the attempt count): none
 * under the rule's max ($5), then its first wait ($6) doubling with every attempt, up to its longest ($7).
 */
const WAIT_AFTER = (attempts: string) =>
  `make_interval(secs => CASE WHEN ${attempts} < $5 THEN 0 ELSE least($6 * power(2, least(${attempts} - $5, 30)), $7) END)`;

const secondsBetween = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

/**
 * Attempts per scope and key ('sign-in-pair', 'a@b.lk 10.0.0.1'), kept in the database so that every
 * replica agrees. An attempt is counted before the work it guards (a password check, a mail), under the
 * counter's row lock, so parallel requests take turns and cannot all pass a limit they see unreached.
 * Bookkeeping, not data changes: not audited.
 */
export class AttemptCounters {
  /** The last piece of work asked for on each counter in this process, settled or not. */
  private readonly lastOf = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Database) {}

  /**
   * Runs the work once the counter's earlier work in this process has settled. Parallel attempts on one
   * counter (a burst of guesses at one account, or many people signing in as one) then wait here, not each
   * holding one of the pool's connections while it waits for the counter's row lock: such a convoy took the
   * whole pool from every other request (issue 41's load at 200 users). Across processes the row lock still
   * decides.
   */
  private inTurn<T>(scope: string, key: string, work: () => Promise<T>): Promise<T> {
    const counter = `${scope}\n${key}`;
    const done = (this.lastOf.get(counter) ?? Promise.resolve()).then(work, work);
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    this.lastOf.set(counter, settled);
    void settled.then(() => {
      if (this.lastOf.get(counter) === settled) this.lastOf.delete(counter);
    });
    return done;
  }

  /** Counts the attempt and returns 0, or returns the seconds the key must still wait (not counted). */
  count(scope: string, key: string, rule: AttemptRule, now = new Date()): Promise<number> {
    return this.inTurn(scope, key, () => this.countNow(scope, key, rule, now));
  }

  /**
   * One statement, so that the counter's row lock is held for one round trip: it forgets the scope's stale
   * counters, then creates or locks this one and counts the attempt unless it must still wait. Under the
   * allowance there is no wait (parallel requests may reach the lock out of `now` order).
   */
  private async countNow(scope: string, key: string, rule: AttemptRule, now: Date): Promise<number> {
    const forgetBefore = new Date(now.getTime() - rule.forgetAfterSeconds * 1000);
    const attempts = 'CASE WHEN c.last_attempt_at <= $4 THEN 1 ELSE c.attempts + 1 END';
    const { rows } = await this.db.query(
      `WITH forgotten AS (DELETE FROM attempt_counters WHERE scope = $1 AND key <> $2 AND last_attempt_at <= $4)
       INSERT INTO attempt_counters AS c (scope, key, attempts, last_attempt_at, wait_until)
       VALUES ($1, $2, 1, $3, $3::timestamptz + ${WAIT_AFTER('1')})
       ON CONFLICT (scope, key) DO UPDATE SET
         attempts = ${attempts}, last_attempt_at = $3, wait_until = $3::timestamptz + ${WAIT_AFTER(attempts)}
       WHERE c.last_attempt_at <= $4 OR c.attempts < $5 OR c.wait_until <= $3
       RETURNING c.attempts`,
      [scope, key, now, forgetBefore, rule.max, rule.firstWaitSeconds, rule.longestWaitSeconds],
    );
    if (rows.length > 0) return 0;
    // Not counted: the counter must still wait. Read after the lock was let go, it may have been cleared by a
    // sign-in in between; the attempt then waits the least there is.
    const { rows: waiting } = await this.db.query<{ wait_until: Date }>(
      'SELECT wait_until FROM attempt_counters WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    return secondsBetween(now, waiting[0]?.wait_until ?? now);
  }

  /** Takes back one counted attempt that turned out not to count (a correct password). */
  async uncount(scope: string, key: string): Promise<void> {
    await this.db.query('UPDATE attempt_counters SET attempts = greatest(attempts - 1, 0) WHERE scope = $1 AND key = $2', [scope, key]);
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM attempt_counters WHERE scope = $1 AND key = $2', [scope, key]);
  }
}
