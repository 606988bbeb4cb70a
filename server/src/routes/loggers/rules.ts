import { isIsoDate } from '#dates/iso-date';
import { AppError } from '#errors';
import type { LoggerFilters } from './schemas';

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

export function checkLoggerFilters(filters: LoggerFilters): void {
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = filters[field];
    if (value !== undefined && !isIsoDate(value)) throw invalid(`${field} is not a valid date`);
  }
  if (filters.fromDate !== undefined && filters.toDate !== undefined && filters.fromDate > filters.toDate) {
    throw invalid('fromDate must not be after toDate');
  }
}
