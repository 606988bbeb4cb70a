import { BankOutlined, DashboardOutlined, InboxOutlined, RetweetOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { ROLE, type MenuEntry, type RemoteModule } from '@waste/shared';
import en from './i18n/en.json';
import { ADMIN_NAMESPACE } from './i18n/namespace';
import si from './i18n/si.json';
import ta from './i18n/ta.json';
import { adminRoutes } from './routes';

const dashboard: MenuEntry = { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: <DashboardOutlined /> };
const requests: MenuEntry = { key: 'requests', labelKey: 'menu.requests', path: '/requests', icon: <InboxOutlined /> };

/** Admin (001) and Super Admin (005): requests, local authorities, customs, recyclers, loggers. */
const adminModule: RemoteModule = {
  namespace: ADMIN_NAMESPACE,
  roles: [ROLE.ADMIN, ROLE.SUPER_ADMIN],
  menus: {
    [ROLE.ADMIN]: [dashboard, requests],
    [ROLE.SUPER_ADMIN]: [
      dashboard,
      { key: 'local-authorities', labelKey: 'menu.localAuthorities', path: '/local-authorities', icon: <BankOutlined /> },
      { key: 'customs', labelKey: 'menu.customs', path: '/customs', icon: <SafetyCertificateOutlined /> },
      { key: 'recycler', labelKey: 'menu.recyclers', path: '/recycler', icon: <RetweetOutlined /> },
      requests,
      { key: 'loggers', labelKey: 'menu.loggers', path: '/loggers', icon: <TeamOutlined /> },
    ],
  },
  routes: adminRoutes,
  translations: { en, si, ta },
};

export default adminModule;
