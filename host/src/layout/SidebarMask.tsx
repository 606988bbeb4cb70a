import { theme } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSidebarState } from './useSidebarState';

/**
 * Below 1024 px an opened sidebar lies over the page (on a phone over its own toggle): tapping beside it, Esc,
 * and any route change (choosing a page, Back) close it.
 */
export function SidebarMask() {
  const { token } = theme.useToken();
  const { collapsed, closeOnMobile, overlays } = useSidebarState();
  const open = overlays && !collapsed;
  const { pathname } = useLocation();

  useEffect(closeOnMobile, [pathname, closeOnMobile]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOnMobile();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, closeOnMobile]);

  if (!open) return null;
  return (
    <div
      data-testid="sidebar-mask"
      aria-hidden
      onClick={closeOnMobile}
      style={{ position: 'fixed', inset: 0, zIndex: 19, background: token.colorBgMask }}
    />
  );
}
