import { DashboardOutlined, RestOutlined, ShopOutlined, SlidersOutlined } from '@ant-design/icons';
import type { RoutePage } from '@waste/shared';
import { prefetchDashboard } from './features/dashboard/api/prefetchDashboard';

/**
 * Local Authority (003): plastic waste data, Sampath Piyasa, parameters.
 * The pages of `routes.json`, by path.
 */
export const pages: Record<string, RoutePage> = {
  dashboard: {
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/DashboardPage').then((m) => m.DashboardPage),
    prefetch: prefetchDashboard,
  },
  wasteData: {
    icon: <RestOutlined />,
    page: () => import('./features/wasteData/components/WasteDataListPage').then((m) => m.WasteDataListPage),
  },
  'wasteData/addData': {
    page: () => import('./features/wasteData/components/AddWasteDataPage').then((m) => m.AddWasteDataPage),
  },
  'wasteData/view/:id': {
    page: () => import('./features/wasteData/components/WasteDataViewPage').then((m) => m.WasteDataViewPage),
  },
  'wasteData/correct/:id': {
    page: () => import('./features/wasteData/components/CorrectWasteDataPage').then((m) => m.CorrectWasteDataPage),
  },
  'wasteData/la-view/:id': {
    page: () => import('./features/localAuthority/components/LocalAuthorityWasteDataPage').then((m) => m.LocalAuthorityWasteDataPage),
  },
  'sampath-piyasa': {
    icon: <ShopOutlined />,
    page: () => import('./features/sampathPiyasa/components/CentresPage').then((m) => m.CentresPage),
  },
  'sampath-piyasa/register': {
    page: () => import('./features/sampathPiyasa/components/RegisterCentrePage').then((m) => m.RegisterCentrePage),
  },
  'sampath-piyasa/addData': {
    page: () => import('./features/sampathPiyasa/components/AddCentreWasteDataPage').then((m) => m.AddCentreWasteDataPage),
  },
  'sampath-piyasa/waste-view/:id': {
    page: () => import('./features/sampathPiyasa/components/CentreWasteDataViewPage').then((m) => m.CentreWasteDataViewPage),
  },
  'sampath-piyasa/correct/:id': {
    page: () => import('./features/sampathPiyasa/components/CorrectCentreEntryPage').then((m) => m.CorrectCentreEntryPage),
  },
  'sampath-piyasa/center/:id': {
    page: () => import('./features/sampathPiyasa/components/CentrePage').then((m) => m.CentrePage),
  },
  parameters: {
    icon: <SlidersOutlined />,
    page: () => import('./features/parameters/components/ParametersPage').then((m) => m.ParametersPage),
  },
};
