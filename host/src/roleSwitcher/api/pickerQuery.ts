import { apiQueryKey, PICKER_PAGE_SIZE, USER_SCOPED, type ApiPath } from '@waste/shared';
import { queryOptions } from '@tanstack/react-query';

/** Every row at once: a picker lists them all (spec section 9). */
export const PICKER_PAGE = { pageStart: 0, pageSize: PICKER_PAGE_SIZE, pageSort: 'ASC' } as const;

/** Spec section 4: a picker's list is loaded once per session user (the key holds the user), again only on Refresh. */
export const pickerQuery =
  <Row>(path: ApiPath, queryFn: () => Promise<Row[]>) =>
  (userId: string | undefined) =>
    queryOptions({ queryKey: apiQueryKey(path, 'picker', userId), queryFn, staleTime: Infinity, gcTime: Infinity, meta: USER_SCOPED });
