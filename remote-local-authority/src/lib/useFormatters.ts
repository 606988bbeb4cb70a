import { COMMON_NAMESPACE } from '@waste/shared';
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
  /** Short month names, January first. */
  months: string[];
}

const LOCALE = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' } as Record<string, string>;

export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const locale = LOCALE[i18n.language.split('-')[0]] ?? 'en-LK';
  return useMemo(() => {
    const months = Array.from({ length: 12 }, (_, index) => t(`month.${index + 1}`));
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    // Some browsers carry no Sinhala calendar data (Chromium answers in English): then the date is
    // written from our own month names.
    const intlDates = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    // Dates are calendar days: format them in UTC so that no time zone moves them.
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const date = (isoDate: string) => {
      if (intlDates) return dates.format(new Date(`${isoDate}T00:00:00Z`));
      const [year, month, day] = isoDate.split('-').map(Number);
      return `${year} ${months[month - 1]} ${day}`;
    };
    const times = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const localDate = (instant: Date) =>
      `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`;
    return {
      number: (value) => numbers.format(value),
      date,
      dateTime: (isoTimestamp) => {
        const instant = new Date(isoTimestamp);
        return `${date(localDate(instant))} ${times.format(instant)}`;
      },
      period: (startDate, endDate) => (startDate === endDate ? date(startDate) : `${date(startDate)} – ${date(endDate)}`),
      months,
    };
  }, [locale, t]);
}
