import { DashboardOutlined, RestOutlined, ShopOutlined, SlidersOutlined } from '@ant-design/icons';
import type { RoutePage } from '@waste/shared';
import { prefetchDashboard } from './features/dashboard/api/prefetchDashboard';
import { prefetchLocalAuthorityWasteData } from './features/localAuthority/api/prefetchLocalAuthorityWasteData';
import { prefetchParameters } from './features/parameters/api/prefetchParameters';
import { prefetchAddCentreWasteData } from './features/sampathPiyasa/api/prefetchAddCentreWasteData';
import { prefetchCentre } from './features/sampathPiyasa/api/prefetchCentre';
import { prefetchCentreForm } from './features/sampathPiyasa/api/prefetchCentreForm';
import { prefetchCentres } from './features/sampathPiyasa/api/prefetchCentres';
import { prefetchCentreWasteView } from './features/sampathPiyasa/api/prefetchCentreWasteView';
import { prefetchCorrectCentreEntry } from './features/sampathPiyasa/api/prefetchCorrectCentreEntry';
import { prefetchAddWasteData } from './features/wasteData/api/prefetchAddWasteData';
import { prefetchCorrectWasteData } from './features/wasteData/api/prefetchCorrectWasteData';
import { prefetchWasteDataList } from './features/wasteData/api/prefetchWasteDataList';
import { prefetchWasteDataView } from './features/wasteData/api/prefetchWasteDataView';

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
    prefetch: prefetchWasteDataList,
  },
  'wasteData/addData': {
    page: () => import('./features/wasteData/components/AddWasteDataPage').then((m) => m.AddWasteDataPage),
    prefetch: prefetchAddWasteData,
  },
  'wasteData/view/:id': {
    page: () => import('./features/wasteData/components/WasteDataViewPage').then((m) => m.WasteDataViewPage),
    prefetch: prefetchWasteDataView,
  },
  'wasteData/correct/:id': {
    page: () => import('./features/wasteData/components/CorrectWasteDataPage').then((m) => m.CorrectWasteDataPage),
    prefetch: prefetchCorrectWasteData,
  },
  'wasteData/la-view/:id': {
    page: () => import('./features/localAuthority/components/LocalAuthorityWasteDataPage').then((m) => m.LocalAuthorityWasteDataPage),
    prefetch: prefetchLocalAuthorityWasteData,
  },
  'sampath-piyasa': {
    icon: <ShopOutlined />,
    page: () => import('./features/sampathPiyasa/components/CentresPage').then((m) => m.CentresPage),
    prefetch: prefetchCentres,
  },
  'sampath-piyasa/register': {
    page: () => import('./features/sampathPiyasa/components/RegisterCentrePage').then((m) => m.RegisterCentrePage),
    prefetch: prefetchCentreForm,
  },
  'sampath-piyasa/addData': {
    page: () => import('./features/sampathPiyasa/components/AddCentreWasteDataPage').then((m) => m.AddCentreWasteDataPage),
    prefetch: prefetchAddCentreWasteData,
  },
  'sampath-piyasa/waste-view/:id': {
    page: () => import('./features/sampathPiyasa/components/CentreWasteDataViewPage').then((m) => m.CentreWasteDataViewPage),
    prefetch: prefetchCentreWasteView,
  },
  'sampath-piyasa/correct/:id': {
    page: () => import('./features/sampathPiyasa/components/CorrectCentreEntryPage').then((m) => m.CorrectCentreEntryPage),
    prefetch: prefetchCorrectCentreEntry,
  },
  'sampath-piyasa/center/:id': {
    page: () => import('./features/sampathPiyasa/components/CentrePage').then((m) => m.CentrePage),
    prefetch: prefetchCentre,
  },
  parameters: {
    icon: <SlidersOutlined />,
    page: () => import('./features/parameters/components/ParametersPage').then((m) => m.ParametersPage),
    prefetch: prefetchParameters,
  },
};
