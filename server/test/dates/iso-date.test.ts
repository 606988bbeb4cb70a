import { dateOfDayNumber, dayNumber, daysInPeriod, isIsoDate } from '#dates/iso-date';

describe('iso dates', () => {
  it('accepts real calendar dates only', () => {
    for (const date of ['2026-02-28', '2024-02-29', '2000-02-29', '2025-12-31']) expect(isIsoDate(date)).toBe(true);
    for (const date of ['2026-02-30', '2025-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', '20250401', '']) {
      expect(isIsoDate(date)).toBe(false);
    }
  });

  it('counts days with both ends included', () => {
    expect(daysInPeriod('2025-03-01', '2025-03-01')).toBe(1);
    expect(daysInPeriod('2025-02-01', '2025-03-31')).toBe(59);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(366);
    expect(dateOfDayNumber(dayNumber('2024-02-28') + 1)).toBe('2024-02-29');
    expect(dateOfDayNumber(dayNumber('2025-12-31') + 1)).toBe('2026-01-01');
  });
});
