import type { Database } from '../db/database';
import { tooManyAttempts } from '../errors';

interface Limits {
  max: number;
  windowSeconds: number;
}

/**
 * Public requests that cost something (creating accounts, sending mail) per client address within a
 * sliding window, counted in the database like sign-in failures so that every replica agrees.
 * Bookkeeping, not data changes: not audited.
 */
export class AddressThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: Limits,
  ) {}

  /** Throws the 429 when the address used up its attempts at `action`; otherwise counts this one. */
  async attempt(action: string, address: string, now = new Date()): Promise<void> {
    const windowStart = new Date(now.getTime() - this.limits.windowSeconds * 1000);
    await this.db.query('DELETE FROM address_attempts WHERE attempted_at <= $1', [windowStart]);
    const { rows } = await this.db.query<{ attempted_at: Date }>(
      `SELECT attempted_at FROM address_attempts WHERE action = $1 AND address = $2 AND attempted_at > $3
        ORDER BY attempted_at DESC OFFSET $4 LIMIT 1`,
      [action, address, windowStart, this.limits.max - 1],
    );
    if (rows[0]) {
      const unlocksAt = rows[0].attempted_at.getTime() + this.limits.windowSeconds * 1000;
      throw tooManyAttempts(Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000)));
    }
    await this.db.query('INSERT INTO address_attempts (action, address, attempted_at) VALUES ($1, $2, $3)', [action, address, now]);
  }
}
