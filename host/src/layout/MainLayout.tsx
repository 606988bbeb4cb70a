import { Layout, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';
import { RemoteErrorScreen } from '../remotes/RemoteErrorScreen';
import { useActiveModule } from '../remotes/useActiveModule';
import { menuModuleOf } from '../remotes/menuModule';
import { HeaderBar } from './HeaderBar';
import { MAIN_CONTENT_ID, useFocusMainOnRouteChange } from './mainContent';
import { ModuleRoutes } from './ModuleRoutes';
import { SCROLL_CONTAINER_ATTRIBUTE } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import { SidebarMask } from './SidebarMask';
import { SkipLink } from './SkipLink';
import { useSidebarState } from './useSidebarState';
import { useIsMobile } from './viewport';

export function MainLayout() {
  const active = useActiveModule();
  const { pathname } = useLocation();
  const { contentOffset } = useSidebarState();
  const isMobile = useIsMobile();
  useFocusMainOnRouteChange();
  const module = active.status === 'ready' ? active.module : null;
  const menuModule = menuModuleOf(active);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Sidebar module={menuModule} />
      <SidebarMask />
      <Layout style={{ marginInlineStart: contentOffset, transition: 'margin-inline-start 0.2s' }}>
        <HeaderBar module={menuModule} compact={isMobile} />
        <Layout.Content
          style={{ padding: isMobile ? 12 : 24, minWidth: 0 }}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          data-testid="content"
          {...{ [SCROLL_CONTAINER_ATTRIBUTE]: '' }}
        >
          {active.status === 'loading' ? <Spin size="large" data-testid="remote-loading" /> : null}
          {active.status === 'failed' ? <RemoteErrorScreen onRetry={active.retry} /> : null}
          {module ? (
            <RemoteErrorBoundary resetKey={`${module.namespace}:${pathname}`} onRetry={active.retry}>
              <ModuleRoutes module={module} />
            </RemoteErrorBoundary>
          ) : null}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
