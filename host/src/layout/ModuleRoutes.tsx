import type { RemoteModule } from '@waste/shared';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The active module's pages, relative to the layout; a layout path it does not serve is a 404 inside the layout. */
export function ModuleRoutes({ module }: { module: RemoteModule }) {
  return (
    <Routes>
      {module.routes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
