import { chartYears, colomboYear } from '../src/format/colomboYear';

describe("the current year in Sri Lanka (UTC+05:30), whatever the browser's time zone", () => {
  it('turns at midnight in Colombo, not at midnight UTC', () => {
    expect(colomboYear(new Date('2025-12-31T18:29:59.999Z'))).toBe(2025);
    expect(colomboYear(new Date('2025-12-31T18:30:00.000Z'))).toBe(2026);
    expect(colomboYear(new Date('2025-12-31T19:00:00.000Z'))).toBe(2026);
  });

  it('agrees with the Asia/Colombo time zone around every new year since 2007', () => {
    const intlYear = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Colombo', year: 'numeric' });
    for (let year = 2007; year <= 2040; year += 1) {
      for (const minutes of [-331, -330, -329, 0, 60]) {
        const now = new Date(Date.UTC(year, 0, 1) + minutes * 60_000);
        expect(colomboYear(now)).toBe(Number(intlYear.format(now)));
      }
    }
  });

  it("offers this year and the nine before in a chart's year picker, newest first (spec section 9)", () => {
    expect(chartYears(new Date('2025-12-31T19:00:00.000Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
});
