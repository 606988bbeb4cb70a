import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { takeIdleTurn } from '../scheduling/idleTurns';
import { ReservedSkeleton } from './ReservedSkeleton';

export interface DeferredSectionProps {
  /** The height the section has once drawn (at the narrowest layout), reserved until then so nothing below moves. */
  minHeight: number;
  children: ReactNode;
  /** Draw it now (e.g. on a wide screen where the section is above the fold). */
  eager?: boolean;
  testId?: string;
}

/**
 * A part of a page below the fold: drawn (its code run, its queries sent) when it comes near the viewport,
 * or once the browser is idle after the page's first figures, whichever is first, so that the first screen
 * does not wait for it and a keyboard or screen reader user still finds it without scrolling. Sections drawn
 * at idle take turns (`takeIdleTurn`): the next one waits until this one has been committed. Until then a
 * skeleton keeps its place at the section's height.
 */
export function DeferredSection({ minHeight, children, eager = false, testId }: DeferredSectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [seen, setShown] = useState(typeof IntersectionObserver === 'undefined');
  // Drawn once, kept: a phone turned to landscape and back (eager, then not) does not drop it.
  if (eager && !seen) setShown(true);
  const shown = seen || eager;
  const endTurn = useRef<() => void>(undefined);

  useEffect(() => {
    if (shown) {
      // This effect runs after the commit that drew it: the next section's turn may start.
      endTurn.current?.();
      return;
    }
    // A transition: the section's first render is done in slices, not as one long task.
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '200px 0px',
    });
    if (placeholder.current) observer.observe(placeholder.current);
    endTurn.current = takeIdleTurn(show);
    return () => observer.disconnect();
  }, [shown]);

  // Gone before its turn ended: the next section's turn must not wait for it.
  useEffect(() => () => endTurn.current?.(), []);

  if (shown) return <>{children}</>;
  return <ReservedSkeleton ref={placeholder} height={minHeight} testId={testId} />;
}
