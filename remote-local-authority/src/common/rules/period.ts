import type { ApiBody } from '@waste/shared';
import type { Dayjs } from 'dayjs';
import { periodDays } from './periodKg';

export type PeriodRuleBreach = 'endBeforeStart' | 'periodTooLong';

/** A range's own rules, for a waste record and a centre's entry alike; no date after today is the date pickers' rule. */
export function periodRuleBreach(startDate: string, endDate: string, maxPeriodDays: number): PeriodRuleBreach | null {
  if (endDate < startDate) return 'endBeforeStart';
  if (periodDays(startDate, endDate) > maxPeriodDays) return 'periodTooLong';
  return null;
}

/** The dates of a form's period: one day for DAILY, start to end for RANGE; antd's dayjs values until sent. */
export interface PeriodValues {
  frequencyType: ApiBody<'/local-authority/insert/la-waste-data', 'post'>['frequencyType'];
  entryDate?: Dayjs | null;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

/** A date typed for one frequency is kept for the other: the entry date becomes the start of a range, and back. */
export function carriedDates(
  values: Pick<PeriodValues, 'frequencyType' | 'entryDate' | 'startDate'>,
): Pick<PeriodValues, 'entryDate' | 'startDate'> {
  if (values.frequencyType === 'RANGE') return values.startDate || !values.entryDate ? {} : { startDate: values.entryDate };
  return values.entryDate || !values.startDate ? {} : { entryDate: values.startDate };
}

const isoDate = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/** The dates as they are sent: only those of the chosen frequency, as ISO days. */
export function sentDates(values: PeriodValues): { entryDate?: string; startDate?: string; endDate?: string } {
  return values.frequencyType === 'DAILY'
    ? { entryDate: isoDate(values.entryDate) }
    : { startDate: isoDate(values.startDate), endDate: isoDate(values.endDate) };
}
