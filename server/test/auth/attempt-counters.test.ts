import { waitAfter } from '#auth/attempt-counters';

describe('waitAfter', () => {
  const rule = { max: 5, firstWaitSeconds: 60, longestWaitSeconds: 900, forgetAfterSeconds: 86_400 };

  it('lets the allowance through at once, then doubles the wait up to the longest', () => {
    expect([1, 4].map((attempts) => waitAfter(attempts, rule))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 20].map((attempts) => waitAfter(attempts, rule))).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });
});
