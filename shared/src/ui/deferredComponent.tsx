import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * The shared package is one federation module that every app loads before its first page, the sign-in page
 * too. Its heavy components (tables, date pickers, download menus) wait behind this until a page draws
 * them; the host prefetches their files (nothing run) once the first page is idle. The fallback is empty: by
 * then they are fetched.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
