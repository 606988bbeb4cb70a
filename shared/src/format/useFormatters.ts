import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';

export interface Formatters {
  /** Up to three decimals, grouped by thousands in every language (400,000). */
  number: (value: number) => string;
  /** An amount of money: always two decimals, grouped (1,250.00); the currency is the caller's. */
  money: (value: number) => string;
  /** A weight already in tonnes: always one decimal, grouped (1,250.5), on every page alike. */
  tonnes: (valueInTonnes: number) => string;
  /** An ISO date (YYYY-MM-DD), written as the date fields take it. */
  date: (isoDate: string) => string;
  /** A moment, as its date and 24-hour time where the browser is. */
  dateTime: (isoTimestamp: string) => string;
  /** A period: one date, or "from – to". */
  period: (startDate: string, endDate: string) => string;
  /** Short month names in the interface language, January first. */
  months: string[];
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date the way the date fields take it and show it (YYYY-MM-DD), in the browser's time zone. */
export function localIsoDate(instant: Date): string {
  return `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
}

/** Numbers, dates and periods as every page writes them, whatever the language (docs/adr/0031-three-languages.md). */
export function useFormatters(): Formatters {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useMemo(() => {
    const date = (isoDate: string) => isoDate.slice(0, 10);
    return {
      number: formatNumber,
      money: (value) => formatDecimals(value, 2),
      tonnes: (value) => formatDecimals(value, 1),
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

/**
 * A number as every page writes it, also outside React (validation messages): up to three decimals, grouped by
 * thousands. Sri Lanka groups by thousands in Sinhala, Tamil and English alike (a Tamil locale would group by
 * lakhs, 4,00,000, as India does), so every language writes numbers as Sri Lankan English would
 * (`Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 })`, which the tests hold this to). Written out rather
 * than through Intl: the first Intl number formatter loads its locale's data, work on the main thread
 * while the dashboard first renders (docs/adr/0018-small-tasks-and-early-reads.md).
 */
export function formatNumber(value: number): string {
  const magnitude = Math.abs(value);
  // String() writes exponents below 1e-6 (those round to 0 here) and from 1e21 on (left to Intl).
  if (!Number.isFinite(value) || magnitude >= 1e21) return value.toLocaleString('en-LK', { maximumFractionDigits: 3 });
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (magnitude < 0.0005) return `${sign}0`;
  const digits = scaledDigits(magnitude, 3);
  const decimals = digits.slice(-3).replace(/0+$/, '');
  return `${sign}${grouped(digits.slice(0, -3))}${decimals ? `.${decimals}` : ''}`;
}

/**
 * A number with exactly `decimals` (1 to 3) decimals, grouped by thousands like formatNumber: money with two,
 * tonnes with one, so that a column's figures line up and pages agree (issue 39). A value that rounds to zero
 * has no sign.
 */
export function formatDecimals(value: number, decimals: 1 | 2 | 3): string {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || magnitude >= 1e21) {
    return value.toLocaleString('en-LK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }
  if (magnitude < 0.5 * 10 ** -decimals) return `0.${'0'.repeat(decimals)}`;
  const digits = scaledDigits(magnitude, decimals);
  return `${value < 0 ? '-' : ''}${grouped(digits.slice(0, -decimals))}.${digits.slice(-decimals)}`;
}

/** The whole part with its thousands separated by commas. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The digits of `magnitude` times 10^decimals, rounded half away from zero as written shortest (0.0005 is 0.001),
 * as Intl does; not as stored in binary. At least decimals + 1 digits.
 */
function scaledDigits(magnitude: number, decimals: number): string {
  const [whole, fraction = ''] = String(magnitude).split('.');
  const digits = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
  return (fraction[decimals] >= '5' ? String(BigInt(digits) + 1n) : digits).padStart(decimals + 1, '0');
}
