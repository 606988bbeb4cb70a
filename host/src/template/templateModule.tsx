import { DashboardOutlined } from '@ant-design/icons';
import type { RemoteModule } from '@waste/shared';
import { TemplateDashboard } from './TemplateDashboard';

/** For a default role that no remote serves (or none): the host's own pages. */
export const templateModule: RemoteModule = {
  namespace: 'host',
  roles: [],
  menus: { default: [{ key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> }] },
  routes: [{ path: 'dashboard', Component: TemplateDashboard }],
  translations: {},
};
