import type { Config } from '../config';
import type { Database } from '../db/database';
import { tooManySignInAttempts } from '../errors';
import { AttemptCounters, type AttemptRule } from './attempt-counters';

type Limits = Pick<Config, 'loginMaxFailures' | 'loginMaxFailuresPerAccount' | 'loginWindowSeconds'>;

const PAIR = 'sign-in:account+address';
const ACCOUNT = 'sign-in:account';
const FIRST_WAIT_SECONDS = 60;
const FORGET_AFTER_SECONDS = 24 * 3600;
/** An address the account signed in from within this time is the account holder's own. */
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 3600;

/** What `begin` hands back, to settle once the password is checked. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Guesses at a password, throttled without handing anyone a way to lock others out (docs/adr/0009-sign-in-throttling-and-account-privacy.md):
 * - per account and address: `loginMaxFailures` failures, then growing waits (1, 2, 4... minutes up to
 *   `loginWindowSeconds`), for this address only;
 * - per account from addresses it has never signed in from: `loginMaxFailuresPerAccount` failures, then
 *   growing waits; an address the account signed in from before is not held back by this.
 * Every attempt is counted before its password is checked and taken back when it was right, so parallel
 * guesses cannot outrun the count and correct sign-ins never use anything up.
 */
export class LoginThrottle {
  private readonly counters: AttemptCounters;

  constructor(
    private readonly db: Database,
    private readonly limits: Limits,
  ) {
    this.counters = new AttemptCounters(db);
  }

  private rule(max: number): AttemptRule {
    return {
      max,
      firstWaitSeconds: FIRST_WAIT_SECONDS,
      longestWaitSeconds: this.limits.loginWindowSeconds,
      forgetAfterSeconds: FORGET_AFTER_SECONDS,
    };
  }

  /** Counts the attempt, or throws the 429 to answer without checking the password. */
  async begin(email: string, address: string, now = new Date()): Promise<SignInAttempt> {
    const pairKey = `${email} ${address}`;
    const pairWait = await this.counters.count(PAIR, pairKey, this.rule(this.limits.loginMaxFailures), now);
    if (pairWait > 0) throw tooManySignInAttempts(pairWait);
    const known = await this.isKnownAddress(email, address, now);
    if (!known) {
      const accountWait = await this.counters.count(ACCOUNT, email, this.rule(this.limits.loginMaxFailuresPerAccount), now);
      if (accountWait > 0) {
        await this.counters.uncount(PAIR, pairKey);
        throw tooManySignInAttempts(accountWait);
      }
    }
    return {
      succeeded: async () => {
        await this.counters.clear(PAIR, pairKey);
        if (!known) await this.counters.uncount(ACCOUNT, email);
        await this.rememberAddress(email, address, now);
      },
    };
  }

  private async isKnownAddress(email: string, address: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM known_sign_in_addresses WHERE email = $1 AND address = $2 AND last_success_at > $3',
      [email, address, new Date(now.getTime() - KNOWN_ADDRESS_SECONDS * 1000)],
    );
    return rows.length > 0;
  }

  private async rememberAddress(email: string, address: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO known_sign_in_addresses (email, address, last_success_at) VALUES ($1, $2, $3)
       ON CONFLICT (email, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
      [email, address, now],
    );
  }
}
