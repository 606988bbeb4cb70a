import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './errorMessage';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Loading, error and success states that reset on each new fetch (spec section 4, "Every data list").
 * `fallbackError` is the spec's message for this call; the server's own message wins when it sent one.
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[], fallbackError: string): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>({ data: undefined, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState({ data: undefined, loading: true, error: null });
    loadRef.current().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (error: unknown) => current && setState({ data: undefined, loading: false, error: errorMessage(error, fallbackError) }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, fallbackError]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
