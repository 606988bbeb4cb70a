import { normaliseToKg, type EnteredQuantities } from '#routes/local-authority/waste-normalisation';

const quantities = (
  quantityUnit: EnteredQuantities['quantityUnit'],
  collectedQuantity: number,
  recycledQuantityKg = 0,
): EnteredQuantities => ({
  collectedQuantity,
  recoveredQuantity: 0,
  rejectedQuantity: 0,
  discardedQuantity: 0,
  quantityUnit,
  recycledQuantityKg,
});
const collected = (unit: EnteredQuantities['quantityUnit'], quantity: number, start: string, end: string) =>
  normaliseToKg(quantities(unit, quantity), start, end).collected;

describe('normaliseToKg', () => {
  it('multiplies tonnes per day by 1000 kg and the days', () => {
    expect(collected('MT_PER_DAY', 2.5, '2025-03-10', '2025-03-10')).toBe(2500);
    expect(collected('MT_PER_DAY', 1.234, '2025-03-01', '2025-03-10')).toBe(12340);
  });

  it('counts whole calendar months exactly, whatever their length', () => {
    expect(collected('MT_PER_MONTH', 100, '2025-02-01', '2025-03-31')).toBe(200000);
    expect(collected('MT_PER_MONTH', 100, '2024-02-01', '2024-02-29')).toBe(100000);
    expect(collected('MT_PER_MONTH', 3, '2025-01-01', '2025-12-31')).toBe(36000);
  });

  it('counts a partial month as its share of that month', () => {
    expect(collected('MT_PER_MONTH', 30, '2025-04-01', '2025-04-10')).toBe(10000);
    // 16/31 of January and 14/28 of February.
    expect(collected('MT_PER_MONTH', 31, '2025-01-16', '2025-02-14')).toBe(16000 + 15500);
    // 1/31 of a tonne-month: 32.258064... kg, rounded to grams.
    expect(collected('MT_PER_MONTH', 1, '2025-01-01', '2025-01-01')).toBe(32.258);
  });

  it('counts years by their own length, leap years included', () => {
    expect(collected('MT_PER_YEAR', 365, '2025-01-01', '2025-01-01')).toBe(1000);
    expect(collected('MT_PER_YEAR', 366, '2024-01-01', '2024-01-01')).toBe(1000);
    expect(collected('MT_PER_YEAR', 12, '2024-01-01', '2024-12-31')).toBe(12000);
    // 1 day of 2024 (366 days) and 1 day of 2025 (365 days).
    expect(collected('MT_PER_YEAR', 1, '2024-12-31', '2025-01-01')).toBe(5.472);
  });

  it('keeps the recycled kg as the period total, rounded to grams, and converts every quantity', () => {
    const kg = normaliseToKg(
      {
        collectedQuantity: 4,
        recoveredQuantity: 1,
        rejectedQuantity: 0.5,
        discardedQuantity: 0.25,
        quantityUnit: 'MT_PER_DAY',
        recycledQuantityKg: 1234.5678,
      },
      '2025-05-01',
      '2025-05-02',
    );
    expect(kg).toEqual({ collected: 8000, recovered: 2000, rejected: 1000, discarded: 500, recycled: 1234.568 });
  });

  it('uses the quantity as stored, to three decimals', () => {
    expect(collected('MT_PER_DAY', 0.0004, '2025-05-01', '2025-05-01')).toBe(0);
    expect(collected('MT_PER_DAY', 1e9, '2024-01-01', '2024-12-31')).toBe(366e12);
  });
});
