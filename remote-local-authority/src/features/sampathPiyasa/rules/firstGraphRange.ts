import { chartYears } from '@waste/shared';

/** The years a centre's graphs open on: the latest chart year alone. */
export function firstGraphRange(): { year: number; toYear: number } {
  const latest = chartYears()[0];
  return { year: latest, toYear: latest };
}
