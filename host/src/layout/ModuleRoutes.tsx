import { allowedRoutes, lazyPage, useAccess, type RemoteModule } from '@waste/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { hostLayoutRoutes } from '../app/hostLayoutRoutes';
import { dismissFirstFrame } from '../firstFrame/firstFrame';
import { prefetchShellFilesWhenIdle } from '../shellFiles/prefetchShellFiles';
import { NotServedPage } from './access/NotServedPage';

/**
 * Mounts with its page, once the page's code has loaded (same Suspense boundary): the first frame goes then,
 * and the files of the pages a user may open next are prefetched once the browser is idle.
 */
function Shown({ children }: { children: ReactNode }) {
  useEffect(() => {
    dismissFirstFrame();
    prefetchShellFilesWhenIdle();
  }, []);
  return children;
}

/**
 * The active module's pages the user has access to and the host's own layout pages, relative to the
 * layout, each loaded on first visit; a layout path that neither serves is another role's page (not allowed, naming
 * the role) or a 404, inside the layout.
 */
export function ModuleRoutes({ module }: { module: RemoteModule }) {
  const access = useAccess();
  const queryClient = useQueryClient();
  const routes = [...allowedRoutes(module.routes, access), ...hostLayoutRoutes.filter((entry) => !module.routes.includes(entry))];
  return (
    <Suspense fallback={<Spin size="large" data-testid="page-loading" />}>
      <Routes>
        {routes.map((entry) => {
          const Page = lazyPage(entry, queryClient);
          return (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                <Shown>
                  <Page />
                </Shown>
              }
            />
          );
        })}
        <Route path="*" element={<NotServedPage module={module} />} />
      </Routes>
    </Suspense>
  );
}
