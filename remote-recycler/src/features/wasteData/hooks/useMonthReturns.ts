import type { RecyclerScope } from '@waste/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { returnSearchQuery, type RecyclerReturn } from '../api/searchReturns';
import type { PlasticType } from '../api/types';

/** A return of the month and plastic type being entered (a second one is refused), and the latest before it. */
export interface MonthReturns {
  month: string;
  plasticType: PlasticType;
  existing: RecyclerReturn | null;
  /** Its closing stock is this month's opening stock; looked for in this year and the one before. */
  previous: RecyclerReturn | null;
}

/** A plastic type's returns of a year, newest first: at most twelve, one a month. */
const yearQuery = (year: number, plasticType: PlasticType, scope: RecyclerScope) =>
  returnSearchQuery({ year, plasticType, pageStart: 0, pageSize: 12, pageSort: 'DESC' }, scope);

/** Looks up the month's returns when the wizard leaves its first step; a failed look-up leaves it to the save's own check. */
export function useFindMonthReturns(scope: RecyclerScope) {
  const queryClient = useQueryClient();
  return async (month: string, plasticType: PlasticType): Promise<MonthReturns> => {
    const year = Number(month.slice(0, 4));
    const thisYear = (await queryClient.fetchQuery(yearQuery(year, plasticType, scope))).rows;
    const existing = thisYear.find((row) => row.month === month) ?? null;
    const previous =
      thisYear.find((row) => row.month < month) ?? (await queryClient.fetchQuery(yearQuery(year - 1, plasticType, scope))).rows[0] ?? null;
    return { month, plasticType, existing, previous };
  };
}

/** The return the review's month and plastic type already have, asked again when the review opens (one may have been entered since). */
export function useExistingReturn(month: string, plasticType: PlasticType, scope: RecyclerScope) {
  return useQuery({
    ...yearQuery(Number(month.slice(0, 4)), plasticType, scope),
    select: (found) => found.rows.find((row) => row.month === month) ?? null,
  });
}
