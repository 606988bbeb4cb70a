import {
  BarcodeOutlined,
  DashboardOutlined,
  ExportOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  ImportOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { RoutePage } from '@waste/shared';

/**
 * SL Custom (002): HS codes, pending HS codes, import and export data, data log.
 * The pages of `routes.json`, by path.
 */
export const pages: Record<string, RoutePage> = {
  dashboard: {
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/CustomsDashboardPage').then((m) => m.CustomsDashboardPage),
  },
  hscodes: {
    icon: <BarcodeOutlined />,
    page: () => import('./features/hsCodes/components/HsCodesPage').then((m) => m.HsCodesPage),
  },
  'pending-hscodes': {
    icon: <FieldTimeOutlined />,
    page: () => import('./features/pendingHsCodes/components/PendingHsCodesPage').then((m) => m.PendingHsCodesPage),
  },
  import: {
    icon: <ImportOutlined />,
    page: () => import('./features/customsData/components/ImportPage').then((m) => m.ImportPage),
  },
  export: {
    icon: <ExportOutlined />,
    page: () => import('./features/customsData/components/ExportPage').then((m) => m.ExportPage),
  },
  'data-log': {
    icon: <FileSearchOutlined />,
    page: () => import('./features/dataLog/components/DataLogPage').then((m) => m.DataLogPage),
  },
  'customs/data-log/view/:id': {
    page: () => import('./features/dataLog/components/DataLogViewPage').then((m) => m.DataLogViewPage),
  },
};

/** The icons of the menu groups that `routes.json` names. */
export const menuGroupIcons = {
  'menu.dataList': <UnorderedListOutlined />,
};
