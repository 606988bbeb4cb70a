import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The layout's `<main>`: the skip link's target and where focus goes after a route change. */
export const MAIN_CONTENT_ID = 'main-content';

const HEADING = 'h1, h2, h3';
/** A remote's page may take a while to load; past this the focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/** A field the user may be typing in (the page search above all): focus is never taken from it. */
function takesTyping(element: Element): boolean {
  return element.matches('input, textarea, select, [contenteditable="true"], [role="combobox"]');
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a route change (not the first page shown) focus moves to the new page's main heading, once it
 * has rendered, so the next Tab continues in the page rather than at the top of the layout. Whatever
 * took focus meanwhile (a field the page focuses, a click) keeps it, and so does a field being typed in:
 * the router commits a navigation as a transition, so the user may already be typing in the page search
 * when this runs.
 */
export function useFocusMainOnRouteChange(): void {
  const { pathname } = useLocation();
  const shownBefore = useRef<string | null>(null);
  useEffect(() => {
    const firstPage = shownBefore.current === null;
    shownBefore.current = pathname;
    if (firstPage) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const focusedBefore = document.activeElement;
    const tryFocus = (): boolean => {
      const heading = main.querySelector<HTMLElement>(HEADING);
      if (!heading) return false;
      const active = document.activeElement;
      const untouched =
        active === null || active === document.body || !active.isConnected || (active === focusedBefore && !takesTyping(active));
      if (untouched) focusWithoutScroll(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
