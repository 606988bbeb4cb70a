import { DashboardOutlined } from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import { AdminDashboardPage } from './features/dashboard/components/AdminDashboardPage';
import { ADMIN_NAMESPACE } from './i18n/namespace';
import en from './i18n/en.json';

const dashboard = { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> };

/** Admin (001) and Super Admin (005): requests, local authorities, customs, recyclers, loggers. */
const adminModule: RemoteModule = {
  namespace: ADMIN_NAMESPACE,
  roles: [ROLE.ADMIN, ROLE.SUPER_ADMIN],
  menus: { [ROLE.ADMIN]: [dashboard], [ROLE.SUPER_ADMIN]: [dashboard] },
  routes: [{ path: 'dashboard', Component: AdminDashboardPage }],
  translations: { en },
};

export default adminModule;
