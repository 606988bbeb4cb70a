import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface DeferredComponent<P> {
  (props: P): ReactNode;
  /** Fetches its code (once) and answers when it is there: a part can wait for it before drawing. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * The shared package is one federation module that every app loads before its first page, the sign-in page
 * too. Its heavy components (tables, date pickers, forms, download menus) wait behind this until a page draws
 * them; the host prefetches their files (nothing run) once the first page is idle. The fallback is empty (by
 * then they are usually fetched) unless the component names one: a page opened by its address draws before the
 * prefetch, and a part that takes room (a list's card) holds its place, so what comes below it does not jump. One mounted once its code is there draws in the same render, so that a part which
 * waited for the code first (`load`) draws whole, never its frame before its contents.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const request = () => (loading ??= load().then((Component) => (loaded = Component)));
  const Lazy = lazy(() => request().then((Component) => ({ default: Component })));

  function Deferred(props: P) {
    // Chosen once per mount: one mounted before the code came keeps its Suspense, and with it its state.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { load: request });
}
