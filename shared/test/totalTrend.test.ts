import { totalTrend } from '../src/mfa/totalTrend';

describe('whether a change of an MFA total is better or worse', () => {
  it('calls more collected or recycled better, less worse', () => {
    expect(totalTrend('collectedKg', 10)).toBe('better');
    expect(totalTrend('recycledKg', -10)).toBe('worse');
  });

  it('calls more leaked or burned worse, less better', () => {
    expect(totalTrend('leakedKg', 10)).toBe('worse');
    expect(totalTrend('burnedKg', -10)).toBe('better');
  });

  it('keeps generation, controlled disposal and no change neutral', () => {
    expect(totalTrend('generatedKg', 10)).toBe('neutral');
    expect(totalTrend('controlledDisposalKg', -207.7)).toBe('neutral');
    expect(totalTrend('collectedKg', 0)).toBe('neutral');
  });
});
