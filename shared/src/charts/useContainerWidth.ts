import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * The width of an element in whole CSS pixels, followed by a ResizeObserver (whose first report comes once
 * the browser has laid the page out: reading the width sooner would force that layout in the middle of a
 * render); each change is a transition, so that the chart drawn again at the new width is rendered in
 * slices. Undefined until first measured; 0 where nothing lays the element out (jsdom, a hidden tab).
 */
export function useContainerWidth(): [RefCallback<HTMLElement>, number | undefined] {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      startTransition(() => setWidth(measured));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
