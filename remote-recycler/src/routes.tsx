import { DashboardOutlined, RestOutlined } from '@ant-design/icons';
import type { RouteManifest } from '@waste/shared';

/** Recycler (004): its dashboard and waste data. */
export const recyclerRoutes: RouteManifest = [
  {
    path: 'dashboard',
    name: 'menu.dashboard',
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/RecyclerDashboardPage').then((m) => m.RecyclerDashboardPage),
  },
  {
    path: 'wasteData',
    name: 'menu.wasteData',
    icon: <RestOutlined />,
    page: () => import('./features/wasteData/components/WasteDataPage').then((m) => m.WasteDataPage),
  },
];
