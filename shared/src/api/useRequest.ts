import { isAxiosError } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './errorMessage';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** The HTTP status of a failed call (null when it never got an answer), e.g. to offer no retry for a 404. */
  errorStatus: number | null;
  reload: () => void;
}

const LOADING = { data: undefined, loading: true, error: null, errorStatus: null } as const;

/**
 * Loading, error and success states that reset on each new fetch (spec section 4, "Every data list").
 * `fallbackError` is the spec's message for this call; the server's own message wins when it sent one.
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[], fallbackError: string): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState(LOADING);
    loadRef.current().then(
      (data) => current && setState({ data, loading: false, error: null, errorStatus: null }),
      (error: unknown) =>
        current &&
        setState({
          data: undefined,
          loading: false,
          error: errorMessage(error, fallbackError),
          errorStatus: (isAxiosError(error) && error.response?.status) || null,
        }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, fallbackError]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
