import { renderHook } from '@testing-library/react';
import { i18n, initI18n } from '../src/i18n/instance';
import { useFormatters } from '../src/format/useFormatters';

describe('dates and numbers, the same way in every language (docs/decisions.md, "One way to write dates and numbers")', () => {
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
});
