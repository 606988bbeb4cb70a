import { colomboYear } from '#dates/colombo-today';
import { fieldRefused } from '#errors';
import { MAX_GRAPH_YEARS, type GraphBody } from './graphs-schemas';

/** The graphs' years: five up to this year unless given, at most MAX_GRAPH_YEARS, in order. */
export function graphYears(body: GraphBody) {
  const toYear = body.toYear ?? colomboYear();
  const fromYear = body.fromYear ?? toYear - 4;
  if (fromYear > toYear) throw fieldRefused('body.fromYear', 'fromYear cannot be after toYear', 'VALIDATION').because('YEARS_ORDER');
  if (toYear - fromYear + 1 > MAX_GRAPH_YEARS) {
    throw fieldRefused('body.fromYear', `Chart data can be accessed for at most ${MAX_GRAPH_YEARS} years`, 'VALIDATION').because(
      'YEARS_MAX',
      {
        max: MAX_GRAPH_YEARS,
      },
    );
  }
  return { fromYear, toYear };
}
