import { DashboardOutlined, RestOutlined } from '@ant-design/icons';
import type { RouteManifest } from '@waste/shared';

/** Recycler (004): its dashboard and waste data. */
export const recyclerRoutes: RouteManifest = [
  {
    path: 'dashboard',
    name: 'menu.dashboard',
    heading: 'dashboard.title',
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/RecyclerDashboardPage').then((m) => m.RecyclerDashboardPage),
  },
  {
    path: 'wasteData',
    name: 'menu.wasteData',
    icon: <RestOutlined />,
    page: () => import('./features/wasteData/components/WasteDataListPage').then((m) => m.WasteDataListPage),
  },
  {
    path: 'wasteData/addData',
    name: 'wasteData.addTitle',
    hideInMenu: true,
    page: () => import('./features/wasteData/components/AddReturnPage').then((m) => m.AddReturnPage),
  },
  {
    path: 'wasteData/view/:id',
    name: 'wasteData.viewTitle',
    hideInMenu: true,
    page: () => import('./features/wasteData/components/ReturnDetailPage').then((m) => m.ReturnDetailPage),
  },
];
