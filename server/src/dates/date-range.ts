import { inputRefused } from '../errors';
import { isIsoDate } from './iso-date';

/**
 * A search's date filters beyond their schema (which checks only their shape): real calendar days, in order.
 * `outOfOrder` is the refusal in the route's own words.
 */
export function checkDateRange(range: { fromDate?: string; toDate?: string }, outOfOrder = 'fromDate must not be after toDate'): void {
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = range[field];
    if (value !== undefined && !isIsoDate(value)) throw inputRefused(`${field} is not a valid date`, 'INVALID_DATE', { field });
  }
  if (range.fromDate !== undefined && range.toDate !== undefined && range.fromDate > range.toDate)
    throw inputRefused(outOfOrder, 'DATES_OUT_OF_ORDER');
}
