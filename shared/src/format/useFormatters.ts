import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';

export interface Formatters {
  /** Up to three decimals, grouped by thousands in every language (400,000). */
  number: (value: number) => string;
  /** An ISO date (YYYY-MM-DD), written as the date fields take it. */
  date: (isoDate: string) => string;
  /** A moment, as its date and 24-hour time where the browser is. */
  dateTime: (isoTimestamp: string) => string;
  /** A period: one date, or "from – to". */
  period: (startDate: string, endDate: string) => string;
  /** Short month names in the interface language, January first. */
  months: string[];
}

/**
 * Sri Lanka groups by thousands in Sinhala, Tamil and English alike; a Tamil locale would group by
 * lakhs (4,00,000) as India does, so every language formats numbers as Sri Lankan English.
 */
let numbers: Intl.NumberFormat | undefined;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date the way the date fields take it and show it (YYYY-MM-DD), in the browser's time zone. */
export function localIsoDate(instant: Date): string {
  return `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
}

/** Numbers, dates and periods as every page writes them, whatever the language (docs/decisions.md, "One way to write dates and numbers"). */
export function useFormatters(): Formatters {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useMemo(() => {
    const date = (isoDate: string) => isoDate.slice(0, 10);
    return {
      number: formatNumber,
      date,
      dateTime: (isoTimestamp) => {
        const instant = new Date(isoTimestamp);
        return `${localIsoDate(instant)} ${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`;
      },
      period: (startDate, endDate) => (startDate === endDate ? date(startDate) : `${date(startDate)} – ${date(endDate)}`),
      months: Array.from({ length: 12 }, (_, index) => t(`month.${index + 1}`)),
    };
  }, [t]);
}

/** A number as every page writes it, for places outside React (validation messages). */
export function formatNumber(value: number): string {
  // Made on first use: the first Intl formatter loads the locale's data, which the app's start need not wait for.
  numbers ??= new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 });
  return numbers.format(value);
}
