import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Argon2Params } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * With no stored hash (unknown email) it still spends the time of a real check, so the answer
   * does not tell which emails have accounts.
   */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

// Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * Hashes a process runs at once, the rest wait their turn in order. argon2 runs on libuv's thread pool (4
 * threads), which also serves compression and files: a burst of sign-ins must not take all of it, nor more
 * cores than the machine has beside the requests (ADR 0277).
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));

/** Runs at most `slots` of the works given to it at once, the others first come, first served. */
function inTurns(slots: number): <T>(work: () => Promise<T>) => Promise<T> {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

export function createPasswords(params: Argon2Params): Passwords {
  const options = { algorithm: ARGON2ID, ...params };
  const inTurn = inTurns(HASHES_AT_ONCE);
  const hashPassword = (password: string) => inTurn(() => hash(password, options));
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
      dummyHash ??= hashPassword('a password that no account has');
      try {
        const stored = passwordHash ?? (await dummyHash);
        const matches = await inTurn(() => verify(stored, password));
        return matches && passwordHash !== null;
      } catch {
        return false;
      }
    },
  };
}
