import { DashboardOutlined } from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import { RecyclerDashboardPage } from './features/dashboard/components/RecyclerDashboardPage';
import en from './i18n/en.json';
import { RECYCLER_NAMESPACE } from './i18n/namespace';

/** Recycler (004): its dashboard and waste data. */
const recyclerModule: RemoteModule = {
  namespace: RECYCLER_NAMESPACE,
  roles: [ROLE.RECYCLER],
  menus: { [ROLE.RECYCLER]: [{ key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> }] },
  routes: [{ path: 'dashboard', Component: RecyclerDashboardPage }],
  translations: { en },
};

export default recyclerModule;
