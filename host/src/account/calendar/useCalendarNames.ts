import { COMMON_NAMESPACE } from '@waste/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

/** 1 for Monday to 7 for Sunday: the calendar's weeks start on Monday. */
const isoWeekday = (date: Date) => ((date.getDay() + 6) % 7) + 1;

/**
 * Day and month names from the product's own translations, not the browser's: Debian's Chromium has no
 * Sinhala names and fell back to English. Times in the product's 24-hour HH:mm.
 */
export function useCalendarNames() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const month = (date: Date) => tCommon(`month.${date.getMonth() + 1}`);
  return {
    weekday: (date: Date) => t(`calendar.weekday.${isoWeekday(date)}`),
    /** A letter or two, for a phone's narrow columns. */
    weekdayNarrow: (date: Date) => t(`calendar.weekdayNarrow.${isoWeekday(date)}`),
    weekdayLong: (date: Date) => t(`calendar.weekdayLong.${isoWeekday(date)}`),
    day: (date: Date) => `${t(`calendar.weekday.${isoWeekday(date)}`)} ${date.getDate()} ${month(date)}`,
    date: (date: Date) => `${date.getDate()} ${month(date)} ${date.getFullYear()}`,
    monthOfYear: (date: Date) => `${month(date)} ${date.getFullYear()}`,
    time: (date: Date) => dayjs(date).format('HH:mm'),
  };
}
