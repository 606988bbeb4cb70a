import { Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { HOST_LAYOUT_PATTERNS } from './hostLayoutRoutes';
import { isLayoutPath, layoutPatterns } from './isLayoutPath';
import { RequireSession } from './RequireSession';
import { MainLayout } from './shellPages';

/**
 * A layout route (the host's own, or one of a released remote's patterns in the registry) needs a
 * session; anything else is a 404 outside the layout, decided before any remote is loaded.
 */
export function LayoutOrNotFound() {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  const hostPage = isLayoutPath(pathname, HOST_LAYOUT_PATTERNS);
  if (!hostPage && registry.status === 'loading') return <Spin fullscreen />;
  // Without a registry the layout's remote error screen (with Retry) says more than a 404 could.
  const layoutPage =
    hostPage || registry.status === 'failed' || (registry.status === 'ready' && isLayoutPath(pathname, layoutPatterns(registry.registry)));
  if (!layoutPage) return <NotFoundPage />;
  return (
    <RequireSession>
      <MainLayout />
    </RequireSession>
  );
}
