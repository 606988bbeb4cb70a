import type { RemoteRoute } from '@waste/shared';
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/** Each template page in its own chunk, fetched only when opened, so sign-in never downloads them. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyTemplatePage() {
    return (
      <Suspense fallback={<Spin size="large" data-testid="template-page-loading" />}>
        <Page />
      </Suspense>
    );
  };
}

export const templateRoutes: RemoteRoute[] = [
  { path: 'blank', Component: lazyPage(() => import('./pages/BlankPage').then((m) => m.BlankPage)) },
  { path: 'form-elements', Component: lazyPage(() => import('./pages/FormElementsPage').then((m) => m.FormElementsPage)) },
  { path: 'basic-tables', Component: lazyPage(() => import('./pages/BasicTablesPage').then((m) => m.BasicTablesPage)) },
  { path: 'buttons', Component: lazyPage(() => import('./pages/ButtonsPage').then((m) => m.ButtonsPage)) },
  { path: 'images', Component: lazyPage(() => import('./pages/ImagesPage').then((m) => m.ImagesPage)) },
  { path: 'videos', Component: lazyPage(() => import('./pages/VideosPage').then((m) => m.VideosPage)) },
  { path: 'alerts', Component: lazyPage(() => import('./pages/AlertsPage').then((m) => m.AlertsPage)) },
  { path: 'avatars', Component: lazyPage(() => import('./pages/AvatarsPage').then((m) => m.AvatarsPage)) },
  { path: 'badge', Component: lazyPage(() => import('./pages/BadgePage').then((m) => m.BadgePage)) },
  { path: 'line-chart', Component: lazyPage(() => import('./pages/LineChartPage').then((m) => m.LineChartPage)) },
  { path: 'bar-chart', Component: lazyPage(() => import('./pages/BarChartPage').then((m) => m.BarChartPage)) },
];
