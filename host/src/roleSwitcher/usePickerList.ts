import { loggedUserAtom } from '@waste/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listsOf, pickerCacheAtom, withList, type PickerKind, type PickerLists } from './pickerCache';

export interface PickerListState<T> {
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

/**
 * One picker list from the per-user cache; fetched the first time the picker opens for this user and
 * again only on refresh.
 */
export function usePickerList<K extends PickerKind>(
  kind: K,
  load: () => Promise<NonNullable<PickerLists[K]>>,
  open: boolean,
  describeFailure: (failure: unknown) => string,
): PickerListState<NonNullable<PickerLists[K]>[number]> {
  const userId = useAtomValue(loggedUserAtom)?.id ?? null;
  const [cache, setCache] = useAtom(pickerCacheAtom);
  const rows = listsOf(cache, userId)[kind];
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const describeRef = useRef(describeFailure);
  describeRef.current = describeFailure;

  const fetchList = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setError(null);
    try {
      const loaded = await loadRef.current();
      setCache((previous) => withList(previous, userId, kind, loaded));
    } catch (failure) {
      setError(describeRef.current(failure));
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [userId, kind]);

  useEffect(() => {
    if (open && rows === undefined && error === null) void fetchList();
  }, [open, rows, error, fetchList]);

  // A failure is shown until the picker closes; opening it again tries again.
  useEffect(() => {
    if (!open) setError(null);
  }, [open]);

  return { rows, loading, error, refresh: () => void fetchList() };
}
