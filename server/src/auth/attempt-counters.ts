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

/** Seconds to wait after the `attempts`-th attempt before the next one. */
export function waitAfter(attempts: number, rule: AttemptRule): number {
  if (attempts < rule.max) return 0;
  return Math.min(rule.firstWaitSeconds * 2 ** (attempts - rule.max), rule.longestWaitSeconds);
}

interface CounterRow {
  attempts: number;
  last_attempt_at: Date;
  wait_until: Date;
}

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

  private countNow(scope: string, key: string, rule: AttemptRule, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const forgetBefore = new Date(now.getTime() - rule.forgetAfterSeconds * 1000);
      await tx.query('DELETE FROM attempt_counters WHERE scope = $1 AND last_attempt_at <= $2', [scope, forgetBefore]);
      // One statement creates or locks the row and reads it: with an INSERT and then a SELECT, a parallel
      // successful sign-in could delete the row in between (clear()), leaving nothing to read (a 500).
      const { rows } = await tx.query<CounterRow>(
        `INSERT INTO attempt_counters (scope, key, attempts, last_attempt_at, wait_until) VALUES ($1, $2, 0, $3, $3)
         ON CONFLICT (scope, key) DO UPDATE SET attempts = attempt_counters.attempts
         RETURNING attempts, last_attempt_at, wait_until`,
        [scope, key, now],
      );
      const counter = rows[0];
      // Under the allowance there is no wait (parallel requests may reach the lock out of `now` order).
      if (counter.attempts >= rule.max && counter.wait_until.getTime() > now.getTime()) return secondsBetween(now, counter.wait_until);
      const attempts = counter.attempts + 1;
      const waitUntil = new Date(now.getTime() + waitAfter(attempts, rule) * 1000);
      await tx.query('UPDATE attempt_counters SET attempts = $3, last_attempt_at = $4, wait_until = $5 WHERE scope = $1 AND key = $2', [
        scope,
        key,
        attempts,
        now,
        waitUntil,
      ]);
      return 0;
    });
  }

  /** Takes back one counted attempt that turned out not to count (a correct password). */
  async uncount(scope: string, key: string): Promise<void> {
    await this.db.query('UPDATE attempt_counters SET attempts = greatest(attempts - 1, 0) WHERE scope = $1 AND key = $2', [scope, key]);
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM attempt_counters WHERE scope = $1 AND key = $2', [scope, key]);
  }
}
