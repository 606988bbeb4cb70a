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

export function createPasswords(params: Argon2Params): Passwords {
  const options = { algorithm: ARGON2ID, ...params };
  const hashPassword = (password: string) => hash(password, options);
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
      dummyHash ??= hashPassword('a password that no account has');
      try {
        const matches = await verify(passwordHash ?? (await dummyHash), password);
        return matches && passwordHash !== null;
      } catch {
        return false;
      }
    },
  };
}
