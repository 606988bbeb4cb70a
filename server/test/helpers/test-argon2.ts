/** Light argon2id: the tests check behaviour, not hashing cost. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
