import { Skeleton } from 'antd';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export interface DeferredSectionProps {
  /** The height the section has once drawn (at the narrowest layout), reserved until then so nothing below moves. */
  minHeight: number;
  children: ReactNode;
  /** Draw it now (e.g. on a wide screen where the section is above the fold). */
  eager?: boolean;
  testId?: string;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * A part of a page below the fold: drawn (its code run, its queries sent) when it comes near the viewport,
 * or once the browser is idle after the page's first figures, whichever is first, so that the first screen
 * does not wait for it and a keyboard or screen reader user still finds it without scrolling. Until then a
 * skeleton keeps its place at the section's height.
 */
export function DeferredSection({ minHeight, children, eager = false, testId }: DeferredSectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [seen, setShown] = useState(typeof IntersectionObserver === 'undefined');
  const shown = seen || eager;

  useEffect(() => {
    if (shown) {
      // Drawn once, kept (a phone turned to landscape and back does not drop it).
      if (!seen) setShown(true);
      return;
    }
    // A transition: the section's first render is done in slices, not as one long task.
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '200px 0px' });
    if (placeholder.current) observer.observe(placeholder.current);
    const idleWindow = window as IdleWindow;
    // After load, at the next idle moment: not a timed race with the first screen's work.
    let idle: number | undefined;
    const whenLoaded = () => {
      idle = idleWindow.requestIdleCallback ? idleWindow.requestIdleCallback(show, { timeout: 5000 }) : window.setTimeout(show, 1000);
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenLoaded);
      if (idle === undefined) return;
      if (idleWindow.cancelIdleCallback) idleWindow.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [shown, seen]);

  if (shown) return <>{children}</>;
  return (
    <div ref={placeholder} style={{ minHeight }} aria-busy="true" data-testid={testId}>
      <Skeleton active />
    </div>
  );
}
