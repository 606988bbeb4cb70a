import { DashboardOutlined, RestOutlined, ShopOutlined, SlidersOutlined } from '@ant-design/icons';
import type { RouteManifest } from '@waste/shared';
import { prefetchDashboard } from './pages/prefetchDashboard';

/** Local Authority (003): plastic waste data, Sampath Piyasa, parameters. */
export const localAuthorityRoutes: RouteManifest = [
  {
    path: 'dashboard',
    name: 'menu.dashboard',
    heading: 'dashboard.title',
    icon: <DashboardOutlined />,
    page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
    prefetch: prefetchDashboard,
  },
  {
    path: 'wasteData',
    name: 'menu.plasticWasteData',
    icon: <RestOutlined />,
    page: () => import('./features/wasteData/components/WasteDataListPage').then((m) => m.WasteDataListPage),
  },
  {
    path: 'wasteData/addData',
    name: 'wasteData.addTitle',
    hideInMenu: true,
    page: () => import('./features/wasteData/components/AddWasteDataPage').then((m) => m.AddWasteDataPage),
  },
  {
    path: 'wasteData/view/:id',
    name: 'wasteData.viewTitle',
    hideInMenu: true,
    page: () => import('./features/wasteData/components/WasteDataViewPage').then((m) => m.WasteDataViewPage),
  },
  {
    path: 'wasteData/la-view/:id',
    name: 'wasteData.laViewTitle',
    hideInMenu: true,
    page: () => import('./pages/LocalAuthorityWasteDataPage').then((m) => m.LocalAuthorityWasteDataPage),
  },
  {
    path: 'sampath-piyasa',
    name: 'menu.sampathPiyasa',
    icon: <ShopOutlined />,
    page: () => import('./features/sampathPiyasa/components/CentresPage').then((m) => m.CentresPage),
  },
  {
    path: 'sampath-piyasa/register',
    name: 'sampathPiyasa.registerTitle',
    hideInMenu: true,
    page: () => import('./features/sampathPiyasa/components/RegisterCentrePage').then((m) => m.RegisterCentrePage),
  },
  {
    path: 'sampath-piyasa/addData',
    name: 'sampathPiyasa.addDataTitle',
    hideInMenu: true,
    page: () => import('./features/sampathPiyasa/components/AddCentreWasteDataPage').then((m) => m.AddCentreWasteDataPage),
  },
  {
    path: 'sampath-piyasa/waste-view/:id',
    name: 'sampathPiyasa.wasteViewTitle',
    hideInMenu: true,
    page: () => import('./features/sampathPiyasa/components/CentreWasteDataViewPage').then((m) => m.CentreWasteDataViewPage),
  },
  {
    path: 'sampath-piyasa/center/:id',
    name: 'sampathPiyasa.centreTitle',
    hideInMenu: true,
    page: () => import('./features/sampathPiyasa/components/CentrePage').then((m) => m.CentrePage),
  },
  {
    path: 'parameters',
    name: 'menu.parameters',
    icon: <SlidersOutlined />,
    page: () => import('./features/parameters/components/ParametersPage').then((m) => m.ParametersPage),
  },
];
