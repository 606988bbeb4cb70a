import { startTransition, useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * The width of an element in whole CSS pixels, followed by a ResizeObserver; each change is a transition,
 * so that the chart drawn again at the new width is rendered in slices. Undefined until first measured;
 * 0 where nothing lays the element out (jsdom, a hidden tab).
 */
export function useContainerWidth(): [RefCallback<HTMLElement>, number | undefined] {
  const [width, setWidth] = useState<number>();
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      startTransition(() => setWidth(measured));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  // Also read once after the first paint (layout is done by then): the observer's first report may come
  // later than a chart chunk already loaded, and never in jsdom.
  useEffect(() => {
    if (element.current) {
      const measured = Math.floor(element.current.getBoundingClientRect().width);
      setWidth((current) => current ?? measured);
    }
  }, []);
  return [ref, width];
}
