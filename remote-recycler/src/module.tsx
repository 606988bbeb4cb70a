import { DashboardOutlined, RestOutlined } from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import en from './i18n/en.json';
import { RECYCLER_NAMESPACE } from './i18n/namespace';
import si from './i18n/si.json';
import ta from './i18n/ta.json';
import { recyclerRoutes } from './routes';

/** Recycler (004): its dashboard and waste data. */
const recyclerModule: RemoteModule = {
  namespace: RECYCLER_NAMESPACE,
  roles: [ROLE.RECYCLER],
  menus: {
    [ROLE.RECYCLER]: [
      { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
      { key: 'wasteData', labelKey: 'menu.wasteData', path: '/wasteData', icon: <RestOutlined /> },
    ],
  },
  routes: recyclerRoutes,
  translations: { en, si, ta },
};

export default recyclerModule;
