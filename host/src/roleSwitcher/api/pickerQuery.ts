import { PICKER_PAGE_SIZE, USER_SCOPED, type ApiPath } from '@waste/shared';
import { queryOptions, type QueryFunction } from '@tanstack/react-query';

/** Every row at once: a picker lists them all (spec section 9). */
export const PICKER_PAGE = { pageStart: 0, pageSize: PICKER_PAGE_SIZE, pageSort: 'ASC' } as const;

type Key<P extends ApiPath> = readonly [P, ...unknown[]];

/**
 * A picker's list: the search's own request and rows. Spec section 4: loaded once per session user (the key
 * holds the user), again only on Refresh.
 */
export const pickerQuery =
  <P extends ApiPath, Row>(search: { queryKey: Key<P>; queryFn?: QueryFunction<{ rows: Row[] }, Key<P>> }) =>
  (userId: string | undefined) =>
    queryOptions({
      queryKey: [...search.queryKey, userId],
      queryFn: search.queryFn,
      select: (page) => page.rows,
      staleTime: Infinity,
      gcTime: Infinity,
      meta: USER_SCOPED,
    });
