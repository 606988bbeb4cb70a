import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code (and the antd components it draws) is fetched the first time it renders. */
export interface DeferredComponent<P extends object> {
  (props: P): ReactNode;
  /** Fetches the code now, so that the first render does not wait for it. */
  preload(): Promise<unknown>;
}

/**
 * The shared package is one federation module that every app loads before its first page, the sign-in page
 * too. Its heavy components (tables, date pickers, download menus) wait behind this until a page draws
 * them, and the host preloads them once the page is idle. The fallback is empty: by then they are loaded.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
