import { periodDays } from '../src/common/rules/periodKg';
import { firstRuleBreach } from '../src/features/wasteData/rules/wasteDataRules';
import { unitAfterFrequencyChange, unitsFor } from '../src/features/wasteData/rules/quantityUnits';
import type { WasteDataInput } from '../src/features/wasteData/api/types';

describe('period days', () => {
  it('counts days of a period, both ends included', () => {
    expect(periodDays('2025-05-04', '2025-05-04')).toBe(1);
    expect(periodDays('2025-02-01', '2025-03-31')).toBe(59);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
  });
});

// Period totals and the range rules: the cases shared with the server, in sharedPeriodRules.test.ts.
describe('the entry rules', () => {
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

  const partsExceedCollected = (record: WasteDataInput) =>
    firstRuleBreach(record, { today: '2026-01-01', maxPeriodDays: 366 }) === 'partsExceedCollected';

  it('recycled (kg) + recovered + rejected may equal collected, not exceed it; discarded does not count', () => {
    expect(partsExceedCollected(input({}))).toBe(false);
    expect(partsExceedCollected(input({ recycledQuantityKg: 5000.5 }))).toBe(true);
    expect(partsExceedCollected(input({ recoveredQuantity: 3.001 }))).toBe(true);
  });

  it('compares a range in its unit over the whole period', () => {
    const range = {
      frequencyType: 'RANGE' as const,
      entryDate: undefined,
      startDate: '2025-02-01',
      endDate: '2025-03-31',
      quantityUnit: 'MT_PER_MONTH' as const,
    };
    expect(
      partsExceedCollected(input({ ...range, collectedQuantity: 1, recoveredQuantity: 0, rejectedQuantity: 0, recycledQuantityKg: 2000 })),
    ).toBe(false);
    expect(
      partsExceedCollected(input({ ...range, collectedQuantity: 1, recoveredQuantity: 0, rejectedQuantity: 0, recycledQuantityKg: 2001 })),
    ).toBe(true);
  });
});

describe("a record's unit follows its frequency until one is chosen (docs/adr/0105)", () => {
  it("starts a range with the period's total and a day with its rate", () => {
    expect(unitAfterFrequencyChange('RANGE', 'MT_PER_DAY')).toBe('MT_TOTAL');
    expect(unitAfterFrequencyChange('DAILY', 'MT_TOTAL')).toBe('MT_PER_DAY');
  });

  it('keeps a unit someone chose', () => {
    expect(unitAfterFrequencyChange('RANGE', 'MT_PER_MONTH')).toBe('MT_PER_MONTH');
    expect(unitAfterFrequencyChange('DAILY', 'MT_PER_YEAR')).toBe('MT_PER_YEAR');
  });

  it("offers a range the period's total first, and a day no total unless it has one", () => {
    const units = ['MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR', 'MT_TOTAL'];
    expect(unitsFor('RANGE', units)).toEqual(['MT_TOTAL', 'MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR']);
    expect(unitsFor('DAILY', units)).toEqual(['MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR']);
    expect(unitsFor('DAILY', units, 'MT_TOTAL')).toEqual(units);
  });
});
