import { DashboardOutlined, RestOutlined, ShopOutlined, SlidersOutlined } from '@ant-design/icons';
import { ROLE, type RemoteModule } from '@waste/shared';
import en from './i18n/en.json';
import { LOCAL_AUTHORITY_NAMESPACE } from './i18n/namespace';
import si from './i18n/si.json';
import ta from './i18n/ta.json';
import { localAuthorityRoutes } from './routes';

/** Local Authority (003): plastic waste data, Sampath Piyasa, parameters. */
const localAuthorityModule: RemoteModule = {
  namespace: LOCAL_AUTHORITY_NAMESPACE,
  roles: [ROLE.LOCAL_AUTHORITY],
  menus: {
    [ROLE.LOCAL_AUTHORITY]: [
      { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
      { key: 'wasteData', labelKey: 'menu.plasticWasteData', path: '/wasteData', icon: <RestOutlined /> },
      { key: 'sampath-piyasa', labelKey: 'menu.sampathPiyasa', path: '/sampath-piyasa', icon: <ShopOutlined /> },
      { key: 'parameters', labelKey: 'menu.parameters', path: '/parameters', icon: <SlidersOutlined /> },
    ],
  },
  routes: localAuthorityRoutes,
  translations: { en, si, ta },
};

export default localAuthorityModule;
