import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatters {
  /** Up to three decimals, grouped the way the current language writes numbers. */
  number: (value: number) => string;
  /** An ISO date (YYYY-MM-DD) written out in the current language. */
  date: (isoDate: string) => string;
  dateTime: (isoTimestamp: string) => string;
  /** A period: one date, or "from – to". */
  period: (startDate: string, endDate: string) => string;
}

const LOCALE = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' } as Record<string, string>;

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = LOCALE[i18n.language.split('-')[0]] ?? 'en-LK';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    // Dates are calendar days: format them in UTC so that no time zone moves them.
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const timestamps = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = (isoDate: string) => dates.format(new Date(`${isoDate}T00:00:00Z`));
    return {
      number: (value) => numbers.format(value),
      date,
      dateTime: (isoTimestamp) => timestamps.format(new Date(isoTimestamp)),
      period: (startDate, endDate) => (startDate === endDate ? date(startDate) : `${date(startDate)} – ${date(endDate)}`),
    };
  }, [locale]);
}
