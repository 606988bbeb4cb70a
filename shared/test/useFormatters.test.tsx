import { renderHook } from '@testing-library/react';
import { i18n, initI18n } from '../src/i18n/instance';
import { formatNumber, useFormatters } from '../src/format/useFormatters';

describe('dates and numbers, the same way in every language (docs/adr/0031-three-languages.md)', () => {
  beforeAll(() => initI18n());
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
});
