import { DashboardOutlined } from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import { LocalAuthorityDashboardPage } from './features/dashboard/components/LocalAuthorityDashboardPage';
import en from './i18n/en.json';
import { LOCAL_AUTHORITY_NAMESPACE } from './i18n/namespace';

/** Local Authority (003): plastic waste data, Sampath Piyasa, parameters. */
const localAuthorityModule: RemoteModule = {
  namespace: LOCAL_AUTHORITY_NAMESPACE,
  roles: [ROLE.LOCAL_AUTHORITY],
  menus: { [ROLE.LOCAL_AUTHORITY]: [{ key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> }] },
  routes: [{ path: 'dashboard', Component: LocalAuthorityDashboardPage }],
  translations: { en },
};

export default localAuthorityModule;
