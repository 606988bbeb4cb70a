import { colomboToday, colomboYear } from '#dates/colombo-today';

describe('colomboToday', () => {
  it('is the date in Sri Lanka (UTC+05:30), not the server one', () => {
    expect(colomboToday(new Date('2026-03-14T18:29:59.999Z'))).toBe('2026-03-14');
    expect(colomboToday(new Date('2026-03-14T18:30:00.000Z'))).toBe('2026-03-15');
    expect(colomboToday(new Date('2025-12-31T18:30:00.000Z'))).toBe('2026-01-01');
  });

  it('has a year that turns at midnight in Colombo', () => {
    expect(colomboYear(new Date('2025-12-31T18:29:00.000Z'))).toBe(2025);
    expect(colomboYear(new Date('2025-12-31T18:30:00.000Z'))).toBe(2026);
  });

  it('defaults to now', () => {
    expect(colomboToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
