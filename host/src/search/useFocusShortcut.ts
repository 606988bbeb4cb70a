import { useEffect } from 'react';

/** Ctrl+K (Cmd+K on a Mac) focuses the header search from anywhere on the page (spec section 2). */
export function useFocusShortcut(focus: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        // The browser would otherwise focus its own address/search bar.
        event.preventDefault();
        focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [focus]);
}
