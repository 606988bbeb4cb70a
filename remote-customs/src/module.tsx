import { DashboardOutlined } from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import { CustomsDashboardPage } from './features/dashboard/components/CustomsDashboardPage';
import en from './i18n/en.json';
import { CUSTOMS_NAMESPACE } from './i18n/namespace';

/** SL Custom (002): HS codes, pending HS codes, import and export data, data log. */
const customsModule: RemoteModule = {
  namespace: CUSTOMS_NAMESPACE,
  roles: [ROLE.SL_CUSTOM],
  menus: { [ROLE.SL_CUSTOM]: [{ key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> }] },
  routes: [{ path: 'dashboard', Component: CustomsDashboardPage }],
  translations: { en },
};

export default customsModule;
