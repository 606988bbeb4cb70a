import { useLocation } from 'react-router-dom';
import { MainLayout } from '../layout/MainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { isLayoutPath } from './isLayoutPath';
import { RequireSession } from './RequireSession';

/** A known layout route needs a session; anything else is a 404 outside the layout. */
export function LayoutOrNotFound() {
  const { pathname } = useLocation();
  if (!isLayoutPath(pathname)) return <NotFoundPage />;
  return (
    <RequireSession>
      <MainLayout />
    </RequireSession>
  );
}
