import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Marks an element that scrolls on its own (the layout's content), so a route change resets it too. */
export const SCROLL_CONTAINER_ATTRIBUTE = 'data-scroll-container';

/** Spec section 2: every route change starts the new page at its top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll<HTMLElement>(`[${SCROLL_CONTAINER_ATTRIBUTE}]`).forEach((element) => {
      element.scrollTop = 0;
    });
  }, [pathname]);
  return null;
}
