import { DashboardOutlined, RestOutlined } from '@ant-design/icons';
import type { RoutePage } from '@waste/shared';

/**
 * Recycler (004): its dashboard and waste data.
 * The pages of `routes.json`, by path.
 */
export const pages: Record<string, RoutePage> = {
  dashboard: {
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/RecyclerDashboardPage').then((m) => m.RecyclerDashboardPage),
  },
  wasteData: {
    icon: <RestOutlined />,
    page: () => import('./features/wasteData/components/WasteDataListPage').then((m) => m.WasteDataListPage),
  },
  'wasteData/addData': {
    page: () => import('./features/wasteData/components/AddReturnPage').then((m) => m.AddReturnPage),
  },
  'wasteData/view/:id': {
    page: () => import('./features/wasteData/components/ReturnDetailPage').then((m) => m.ReturnDetailPage),
  },
  'wasteData/correct/:id': {
    page: () => import('./features/wasteData/components/CorrectReturnPage').then((m) => m.CorrectReturnPage),
  },
};
