import type { Database } from '../db/database';
import { tooManyAttempts } from '../errors';
import { AttemptCounters } from './attempt-counters';

interface Limits {
  max: number;
  windowSeconds: number;
}

/**
 * Public requests that cost something (creating accounts, sending mail) per client address: `max`, then
 * one per window. Counted before the work, under a row lock, so parallel requests cannot exceed it.
 */
export class AddressThrottle {
  private readonly counters: AttemptCounters;

  constructor(
    db: Database,
    private readonly limits: Limits,
  ) {
    this.counters = new AttemptCounters(db);
  }

  /** Throws the 429 when the address used up its attempts at `action`; otherwise counts this one. */
  async attempt(action: string, address: string, now = new Date()): Promise<void> {
    const { max, windowSeconds } = this.limits;
    const rule = { max, firstWaitSeconds: windowSeconds, longestWaitSeconds: windowSeconds, forgetAfterSeconds: windowSeconds };
    const wait = await this.counters.count(action, address, rule, now);
    if (wait > 0) throw tooManyAttempts(wait);
  }
}
