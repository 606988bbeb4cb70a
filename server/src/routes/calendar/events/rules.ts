import { inputRefused } from '#errors';
import type { EventValues } from './repository';
import { MAX_RANGE_DAYS, type EventBody } from './schemas';

const DAY_MS = 24 * 3600 * 1000;

export function eventValues(body: EventBody): EventValues {
  const start = new Date(body.start);
  const end = new Date(body.end);
  if (end.getTime() < start.getTime()) throw inputRefused('The end must not be before the start', 'EVENT_END_BEFORE_START');
  return { title: body.title, description: body.description ?? '', start, end, allDay: body.allDay, color: body.color ?? 'primary' };
}

/** The range of a listing: in order and at most MAX_RANGE_DAYS long. */
export function checkRange(from: Date, to: Date): void {
  if (to.getTime() < from.getTime()) throw inputRefused('querystring.to must not be before querystring.from', 'DATES_OUT_OF_ORDER');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw inputRefused(`The range must not be longer than ${MAX_RANGE_DAYS} days`, 'RANGE_TOO_LONG', { max: MAX_RANGE_DAYS });
}
