import { periodDays, periodKg } from '../src/features/wasteData/rules/periodKg';
import { partsExceedCollected, periodRuleBreach } from '../src/features/wasteData/rules/wasteDataRules';
import type { WasteDataInput } from '../src/features/wasteData/api/types';

describe('period totals in kg (the same examples as the server)', () => {
  it('counts days of a period, both ends included', () => {
    expect(periodDays('2025-05-04', '2025-05-04')).toBe(1);
    expect(periodDays('2025-02-01', '2025-03-31')).toBe(59);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('mt/day times the days', () => {
    expect(periodKg(12.5, 'MT_PER_DAY', '2025-05-04', '2025-05-04')).toBe(12_500);
    expect(periodKg(2, 'MT_PER_DAY', '2025-05-01', '2025-05-10')).toBe(20_000);
  });

  it('mt/month by calendar month: whole months are exact', () => {
    expect(periodKg(100, 'MT_PER_MONTH', '2025-02-01', '2025-03-31')).toBe(200_000);
    expect(periodKg(31, 'MT_PER_MONTH', '2025-01-01', '2025-01-01')).toBe(1000);
    expect(periodKg(30, 'MT_PER_MONTH', '2025-01-17', '2025-02-14')).toBeCloseTo(30_000 * (15 / 31 + 14 / 28), 3);
  });

  it('mt/year by calendar year: whole years are exact, leap years too', () => {
    expect(periodKg(365, 'MT_PER_YEAR', '2025-01-01', '2025-12-31')).toBe(365_000);
    expect(periodKg(366, 'MT_PER_YEAR', '2024-02-29', '2024-02-29')).toBe(1000);
  });
});

describe('the entry rules', () => {
  it('a range: end not before start, at most 366 days', () => {
    expect(periodRuleBreach('2026-11-22', '2026-11-22', 366)).toBeNull();
    expect(periodRuleBreach('2026-05-02', '2026-05-01', 366)).toBe('endBeforeStart');
    expect(periodRuleBreach('2024-01-01', '2024-12-31', 366)).toBeNull();
    expect(periodRuleBreach('2024-01-01', '2025-01-01', 366)).toBe('periodTooLong');
  });

  const input = (overrides: Partial<WasteDataInput>): WasteDataInput => ({
    frequencyType: 'DAILY',
    entryDate: '2025-05-04',
    plasticType: 'HARD',
    collectedQuantity: 10,
    recoveredQuantity: 3,
    rejectedQuantity: 2,
    discardedQuantity: 50,
    quantityUnit: 'MT_PER_DAY',
    recycledQuantityKg: 5000,
    ...overrides,
  });

  it('recycled (kg) + recovered + rejected may equal collected, not exceed it; discarded does not count', () => {
    expect(partsExceedCollected(input({}))).toBe(false);
    expect(partsExceedCollected(input({ recycledQuantityKg: 5000.5 }))).toBe(true);
    expect(partsExceedCollected(input({ recoveredQuantity: 3.001 }))).toBe(true);
  });

  it('compares a range in its unit over the whole period', () => {
    const range = { frequencyType: 'RANGE' as const, entryDate: undefined, startDate: '2025-02-01', endDate: '2025-03-31', quantityUnit: 'MT_PER_MONTH' as const };
    expect(partsExceedCollected(input({ ...range, collectedQuantity: 1, recoveredQuantity: 0, rejectedQuantity: 0, recycledQuantityKg: 2000 }))).toBe(false);
    expect(partsExceedCollected(input({ ...range, collectedQuantity: 1, recoveredQuantity: 0, rejectedQuantity: 0, recycledQuantityKg: 2001 }))).toBe(true);
  });
});
