import { renderHook } from '@testing-library/react';
import { i18n } from '../src/i18n/instance';
import { loadEveryLanguage } from '../src/testing/everyLanguage';
import { formatDecimals, formatNumber, useFormatters } from '../src/format/useFormatters';

describe('dates and numbers, the same way in every language (docs/adr/0031-three-languages.md)', () => {
  beforeAll(() => loadEveryLanguage());
  afterEach(() => i18n.changeLanguage('en'));

  it.each(['en', 'si', 'ta'])('%s: groups by thousands and writes dates as the date fields take them', async (language) => {
    await i18n.changeLanguage(language);
    const { result } = renderHook(() => useFormatters());
    expect(result.current.number(400000)).toBe('400,000');
    expect(result.current.number(12500.1234)).toBe('12,500.123');
    expect(result.current.period('2026-05-01', '2026-05-31')).toBe('2026-05-01 – 2026-05-31');
    expect(result.current.date('2026-02-20')).toBe('2026-02-20');
  });

  it('names months in the interface language', async () => {
    await i18n.changeLanguage('si');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.months[0]).toBe('ජන');
  });

  it('writes every number as Sri Lankan English would (Intl en-LK, up to three decimals)', () => {
    const intl = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 });
    const values = [
      0,
      -0,
      1,
      -1,
      0.0005,
      0.0625,
      -0.0625,
      0.0004,
      -0.0004,
      999.9995,
      999999.9996,
      1.0005,
      0.9995,
      1e-7,
      -1e-7,
      123.4565,
      1234567.891,
      1e20,
      1e21,
      2 ** 53,
      -(2 ** 53),
      NaN,
      Infinity,
      -Infinity,
    ];
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let index = 0; index < 5000; index += 1)
      values.push((random() - 0.3) * 10 ** Math.floor(random() * 16), Math.round(random() * 1e7) / 1000);
    for (const value of values) expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
  });

  it('writes money with two decimals and tonnes with one, on every page alike (issue 39)', () => {
    const { result } = renderHook(() => useFormatters());
    expect(result.current.money(1250)).toBe('1,250.00');
    expect(result.current.money(0.005)).toBe('0.01');
    expect(result.current.tonnes(3)).toBe('3.0');
    expect(result.current.tonnes(1234.56)).toBe('1,234.6');
    expect(result.current.tonnes(-0.04)).toBe('0.0');
  });

  it.each([1, 2, 3] as const)('writes %i decimals as Sri Lankan English would (Intl en-LK, fixed decimals), zero unsigned', (decimals) => {
    const intl = new Intl.NumberFormat('en-LK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const values = [0, 1, -1, 0.05, 0.95, 0.25, -0.25, 999.95, 1.005, 123.4565, 1234567.891, 1e20, 1e21, 2 ** 53, NaN, Infinity];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let index = 0; index < 3000; index += 1)
      values.push((random() - 0.3) * 10 ** Math.floor(random() * 16), Math.round(random() * 1e7) / 1000);
    for (const value of values) {
      const expected = intl.format(value).replace(/^-(?=0\.0*$)/, '');
      expect([value, formatDecimals(value, decimals)]).toEqual([value, expected]);
    }
  });
});
