import { BankOutlined, DashboardOutlined, InboxOutlined, RetweetOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { RouteManifest } from '@waste/shared';
import { useUnseenRequestCount } from './common/api/requests';

/** Admin (001): dashboard and requests; a Super Admin (005) acting as themself also the lists and loggers. */
export const adminRoutes: RouteManifest = [
  {
    path: 'dashboard',
    name: 'menu.dashboard',
    heading: 'dashboard.title',
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  },
  {
    path: 'local-authorities',
    name: 'menu.localAuthorities',
    icon: <BankOutlined />,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/localAuthorities/components/LocalAuthoritiesPage').then((m) => m.LocalAuthoritiesPage),
  },
  {
    path: 'customs',
    name: 'menu.customs',
    icon: <SafetyCertificateOutlined />,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/customs/components/CustomsListPage').then((m) => m.CustomsListPage),
  },
  {
    path: 'recycler',
    name: 'menu.recyclers',
    icon: <RetweetOutlined />,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/recyclers/components/RecyclersPage').then((m) => m.RecyclersPage),
  },
  {
    path: 'recycler/register',
    name: 'recyclers.registerTitle',
    hideInMenu: true,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/recyclers/components/RecyclerFormPage').then((m) => m.RecyclerFormPage),
  },
  {
    path: 'recycler/edit/:id',
    name: 'recyclers.editTitle',
    hideInMenu: true,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/recyclers/components/RecyclerFormPage').then((m) => m.RecyclerFormPage),
  },
  {
    path: 'recycler/view/:id',
    name: 'recyclers.view.title',
    hideInMenu: true,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/recyclers/components/RecyclerViewPage').then((m) => m.RecyclerViewPage),
  },
  {
    path: 'recycler/master-data',
    name: 'recyclers.masterData.title',
    hideInMenu: true,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/recyclers/components/MasterDataPage').then((m) => m.MasterDataPage),
  },
  {
    path: 'requests',
    name: 'menu.requests',
    icon: <InboxOutlined />,
    useMenuCount: useUnseenRequestCount,
    page: () => import('./features/requests/components/RequestsPage').then((m) => m.RequestsPage),
  },
  {
    path: 'loggers',
    name: 'menu.loggers',
    icon: <TeamOutlined />,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/loggers/components/LoggersPage').then((m) => m.LoggersPage),
  },
  {
    path: 'accounts',
    name: 'menu.accounts',
    icon: <UserOutlined />,
    access: 'actsAsSuperAdmin',
    page: () => import('./features/accounts/components/AccountsPage').then((m) => m.AccountsPage),
  },
  {
    path: 'wasteData/la-view/:id',
    name: 'localAuthorities.wasteDataTitle',
    hideInMenu: true,
    // Opened from Local Authorities; the API answers a 001 Admin's look-up of an authority "Forbidden".
    access: 'actsAsSuperAdmin',
    page: () => import('./features/localAuthorities/components/LocalAuthorityWasteDataPage').then((m) => m.LocalAuthorityWasteDataPage),
  },
];
