import { AttemptCounters, waitAfter } from '#auth/attempt-counters';
import type { Database } from '#db/database';

describe('waitAfter', () => {
  const rule = { max: 5, firstWaitSeconds: 60, longestWaitSeconds: 900, forgetAfterSeconds: 86_400 };

  it('lets the allowance through at once, then doubles the wait up to the longest', () => {
    expect([1, 4].map((attempts) => waitAfter(attempts, rule))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 20].map((attempts) => waitAfter(attempts, rule))).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });
});

/** A database that records how many transactions are open at once, each held until the test lets it go. */
function heldDatabase() {
  let open = 0;
  const state = { mostOpen: 0, started: 0 };
  const releases: Array<() => void> = [];
  const tx = {
    query: async (sql: string) => ({
      rows: sql.startsWith('INSERT') ? [{ attempts: 0, last_attempt_at: new Date(), wait_until: new Date() }] : [],
    }),
  };
  const db = {
    query: async () => ({ rows: [] }),
    transaction: async <T>(work: (queryable: typeof tx) => Promise<T>) => {
      open += 1;
      state.started += 1;
      state.mostOpen = Math.max(state.mostOpen, open);
      await new Promise<void>((resolve) => releases.push(resolve));
      try {
        return await work(tx);
      } finally {
        open -= 1;
      }
    },
  };
  const releaseAll = async () => {
    while (releases.length > 0 || open > 0) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { db: db as unknown as Database, state, releaseAll };
}

describe('AttemptCounters', () => {
  const rule = { max: 5, firstWaitSeconds: 60, longestWaitSeconds: 900, forgetAfterSeconds: 86_400 };

  it('takes one attempt on a counter at a time, so waiting attempts hold no connection', async () => {
    const { db, state, releaseAll } = heldDatabase();
    const counters = new AttemptCounters(db);
    const attempts = [1, 2, 3].map(() => counters.count('sign-in', 'a@b.lk 10.0.0.1', rule));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toBe(1);
    await releaseAll();
    await expect(Promise.all(attempts)).resolves.toEqual([0, 0, 0]);
    expect(state.mostOpen).toBe(1);
  });

  it('lets attempts on different counters run side by side', async () => {
    const { db, state, releaseAll } = heldDatabase();
    const counters = new AttemptCounters(db);
    const attempts = ['a@b.lk', 'c@d.lk'].map((email) => counters.count('sign-in', `${email} 10.0.0.1`, rule));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toBe(2);
    await releaseAll();
    await Promise.all(attempts);
  });
});
