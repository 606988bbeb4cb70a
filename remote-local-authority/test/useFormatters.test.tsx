import { i18n, initI18n } from '@waste/shared';
import { renderHook } from '@testing-library/react';
import { useFormatters } from '../src/lib/useFormatters';

describe('dates and numbers in the user language', () => {
  beforeAll(() => initI18n());
  afterEach(() => i18n.changeLanguage('en'));

  it('writes dates with the browser calendar data when it has the language', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.period('2026-05-01', '2026-05-31')).toBe('May 1, 2026 – May 31, 2026');
    expect(result.current.number(12500.1234)).toBe('12,500.123');
  });

  it('falls back to its own month names where the browser has no Sinhala calendar data', async () => {
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    await i18n.changeLanguage('si');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.date('2026-11-04')).toBe('2026 නොවැ 4');
    expect(result.current.months[0]).toBe('ජන');
  });
});
