import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A ref for a table's box, and whether the table inside is wider than it, i.e. some columns are out of sight;
 * then its scrolling box is focusable.
 */
export function useSidewaysOverflow<Element extends HTMLElement>(): [RefObject<Element | null>, boolean] {
  const container = useRef<Element>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const scroller = element.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const scrolls = Boolean(scroller && scroller.scrollWidth > scroller.clientWidth + 1);
      // A keyboard reaches what is out of sight too: the scrolling box takes the focus, and arrows scroll it
      // (axe scrollable-region-focusable, for a table with nothing focusable in its rows).
      if (scrolls) scroller?.setAttribute('tabindex', '0');
      else scroller?.removeAttribute('tabindex');
      setOverflows(scrolls);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  });
  return [container, overflows];
}
