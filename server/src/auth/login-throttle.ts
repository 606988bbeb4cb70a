import type { Config } from '../config';
import type { Database } from '../db/database';
import { tooManySignInAttempts } from '../errors';

type Limits = Pick<Config, 'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowSeconds'>;

/**
 * Failed sign-ins per account and per client address within a sliding window. The counters live in
 * the database so that every replica behind a load balancer sees the same numbers. Failures are
 * bookkeeping, not data changes, so they are not written to the audit log.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: Limits,
  ) {}

  /** Throws the 429 when the account or the address is locked out; otherwise does nothing. */
  async check(email: string, address: string, now = new Date()): Promise<void> {
    const retryAfter = Math.max(
      await this.secondsLocked('email', email, this.limits.loginMaxFailures, now),
      await this.secondsLocked('address', address, this.limits.loginMaxFailuresPerAddress, now),
    );
    if (retryAfter > 0) throw tooManySignInAttempts(retryAfter);
  }

  async recordFailure(email: string, address: string, now = new Date()): Promise<void> {
    await this.db.query('INSERT INTO login_failures (email, address, failed_at) VALUES ($1, $2, $3)', [email, address, now]);
    await this.db.query('DELETE FROM login_failures WHERE failed_at <= $1', [this.windowStart(now)]);
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  async reset(email: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE email = $1', [email]);
  }

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - this.limits.loginWindowSeconds * 1000);
  }

  /** Seconds until the failure that makes the count reach `max` leaves the window; 0 if under it. */
  private async secondsLocked(column: 'email' | 'address', value: string, max: number, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ failed_at: Date }>(
      `SELECT failed_at FROM login_failures WHERE ${column} = $1 AND failed_at > $2
        ORDER BY failed_at DESC OFFSET $3 LIMIT 1`,
      [value, this.windowStart(now), max - 1],
    );
    if (!rows[0]) return 0;
    const unlocksAt = rows[0].failed_at.getTime() + this.limits.loginWindowSeconds * 1000;
    return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
  }
}
