import { DashboardOutlined, RestOutlined } from '@ant-design/icons';
import type { RoutePage } from '@waste/shared';
import { prefetchDashboard } from './features/dashboard/api/prefetchDashboard';
import { prefetchAddReturn } from './features/wasteData/api/prefetchAddReturn';
import { prefetchCorrectReturn } from './features/wasteData/api/prefetchCorrectReturn';
import { prefetchReturnDetail } from './features/wasteData/api/prefetchReturnDetail';
import { prefetchReturnList } from './features/wasteData/api/prefetchReturnList';

/**
 * Recycler (004): its dashboard and waste data.
 * The pages of `routes.json`, by path.
 */
export const pages: Record<string, RoutePage> = {
  dashboard: {
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/RecyclerDashboardPage').then((m) => m.RecyclerDashboardPage),
    prefetch: prefetchDashboard,
  },
  wasteData: {
    icon: <RestOutlined />,
    page: () => import('./features/wasteData/components/WasteDataListPage').then((m) => m.WasteDataListPage),
    prefetch: prefetchReturnList,
  },
  'wasteData/addData': {
    page: () => import('./features/wasteData/components/AddReturnPage').then((m) => m.AddReturnPage),
    prefetch: prefetchAddReturn,
  },
  'wasteData/view/:id': {
    page: () => import('./features/wasteData/components/ReturnDetailPage').then((m) => m.ReturnDetailPage),
    prefetch: prefetchReturnDetail,
  },
  'wasteData/correct/:id': {
    page: () => import('./features/wasteData/components/CorrectReturnPage').then((m) => m.CorrectReturnPage),
    prefetch: prefetchCorrectReturn,
  },
};
