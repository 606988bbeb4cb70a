import { AttemptCounters } from '#auth/attempt-counters';
import type { Database } from '#db/database';
import { useTestApp } from '../helpers/test-app';

describe('AttemptCounters on the database', () => {
  const app = useTestApp();
  const rule = { max: 5, firstWaitSeconds: 60, longestWaitSeconds: 900, forgetAfterSeconds: 86_400 };
  const start = Date.parse('2030-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(start + seconds * 1000);

  it('lets the allowance through at once, then makes the key wait, doubling up to the longest, and forgets it after its time', async () => {
    const counters = new AttemptCounters(app().db);
    const count = (seconds: number) => counters.count('test', 'a@b.lk 10.0.0.1', rule, at(seconds));
    for (let i = 0; i < 5; i += 1) expect(await count(0)).toBe(0);
    // The fifth attempt started a wait of 60 s: a sixth is not counted, and told what is left.
    expect(await count(1)).toBe(59);
    // Each attempt after a wait is counted and doubles the next: 120, 240, 480, then 900 at most.
    const waits: number[] = [];
    for (let seconds = 60; waits.length < 5;) {
      expect(await count(seconds)).toBe(0);
      const wait = await count(seconds + 1);
      waits.push(wait + 1);
      seconds += wait + 1;
    }
    expect(waits).toEqual([120, 240, 480, 900, 900]);
    // A day after its last attempt the counter starts again from nothing.
    const later = 60 + 120 + 240 + 480 + 900 + 900 + rule.forgetAfterSeconds;
    for (let i = 0; i < 5; i += 1) expect(await count(later)).toBe(0);
    expect(await count(later)).toBe(60);
  });

  it('counts from nothing again once cleared, and keeps counters of other keys apart', async () => {
    const counters = new AttemptCounters(app().db);
    for (let i = 0; i < 5; i += 1) await counters.count('test', 'c@d.lk 10.0.0.1', rule, at(0));
    expect(await counters.count('test', 'e@f.lk 10.0.0.1', rule, at(1))).toBe(0);
    expect(await counters.count('test', 'c@d.lk 10.0.0.1', rule, at(1))).toBe(59);
    await counters.clear('test', 'c@d.lk 10.0.0.1');
    expect(await counters.count('test', 'c@d.lk 10.0.0.1', rule, at(2))).toBe(0);
  });
});

/** A database that records how many counts are open at once, each held until the test lets it go. */
function heldDatabase() {
  let open = 0;
  const state = { mostOpen: 0, started: 0 };
  const releases: Array<() => void> = [];
  const db = {
    query: async () => {
      open += 1;
      state.started += 1;
      state.mostOpen = Math.max(state.mostOpen, open);
      await new Promise<void>((resolve) => releases.push(resolve));
      open -= 1;
      // Counted.
      return { rows: [{ attempts: 1 }] };
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
