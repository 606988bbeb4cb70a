import type { RemoteModule } from '@waste/shared';
import { Route, Routes } from 'react-router-dom';
import { hostLayoutRoutes } from '../app/hostLayoutRoutes';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The host's own layout pages and the active module's pages, relative to the layout; a layout path that
 * neither serves is a 404 inside the layout.
 */
export function ModuleRoutes({ module }: { module: RemoteModule }) {
  return (
    <Routes>
      {[...hostLayoutRoutes, ...module.routes].map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
