import {
  BarcodeOutlined,
  DashboardOutlined,
  ExportOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  ImportOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MenuGroup, RouteManifest } from '@waste/shared';

const dataList: MenuGroup = { name: 'menu.dataList', icon: <UnorderedListOutlined /> };

/** SL Custom (002): HS codes, pending HS codes, import and export data, data log. */
export const customsRoutes: RouteManifest = [
  {
    path: 'dashboard',
    name: 'menu.dashboard',
    heading: 'dashboard.title',
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/CustomsDashboardPage').then((m) => m.CustomsDashboardPage),
  },
  {
    path: 'hscodes',
    name: 'menu.hsCodes',
    icon: <BarcodeOutlined />,
    page: () => import('./features/hsCodes/components/HsCodesPage').then((m) => m.HsCodesPage),
  },
  {
    path: 'pending-hscodes',
    name: 'menu.pendingHsCodes',
    icon: <FieldTimeOutlined />,
    page: () => import('./features/pendingHsCodes/components/PendingHsCodesPage').then((m) => m.PendingHsCodesPage),
  },
  {
    path: 'import',
    name: 'menu.import',
    icon: <ImportOutlined />,
    group: dataList,
    page: () => import('./features/customsData/components/ImportPage').then((m) => m.ImportPage),
  },
  {
    path: 'export',
    name: 'menu.export',
    icon: <ExportOutlined />,
    group: dataList,
    page: () => import('./features/customsData/components/ExportPage').then((m) => m.ExportPage),
  },
  {
    path: 'data-log',
    name: 'menu.dataLog',
    icon: <FileSearchOutlined />,
    page: () => import('./features/dataLog/components/DataLogPage').then((m) => m.DataLogPage),
  },
  {
    path: 'customs/data-log/view/:id',
    name: 'dataLog.viewTitle',
    hideInMenu: true,
    page: () => import('./features/dataLog/components/DataLogViewPage').then((m) => m.DataLogViewPage),
  },
];
