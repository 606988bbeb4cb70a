import { loggedUserAtom } from '@waste/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

export interface PickerListState<T> {
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

/**
 * One picker list of the signed-in user, fetched the first time the picker opens and again only on
 * Refresh. A failure shows until the next try; opening the picker again after one tries again.
 */
export function usePickerList<Page, T, Key extends QueryKey>(
  query: (userId: string | undefined) => UseQueryOptions<Page, Error, T[], Key>,
  open: boolean,
  describeFailure: (failure: unknown) => string,
): PickerListState<T> {
  const userId = useAtomValue(loggedUserAtom)?.id;
  const list = useQuery({ ...query(userId), enabled: open });
  return {
    rows: list.data,
    loading: list.isFetching,
    error: list.isError && !list.isFetching ? describeFailure(list.error) : null,
    refresh: () => void list.refetch(),
  };
}
