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
import { prefetchCustomsLines } from './features/customsData/api/prefetchCustomsLines';
import { prefetchDashboard } from './features/dashboard/api/prefetchDashboard';
import { prefetchDataLog } from './features/dataLog/api/prefetchDataLog';
import { prefetchDataLogEntry } from './features/dataLog/api/prefetchDataLogEntry';
import { prefetchHsCodes } from './features/hsCodes/api/prefetchHsCodes';
import { prefetchPendingHsCodes } from './features/pendingHsCodes/api/prefetchPendingHsCodes';

/**
 * SL Custom (002): HS codes, pending HS codes, import and export data, data log.
 * The pages of `routes.json`, by path.
 */
export const pages: Record<string, RoutePage> = {
  dashboard: {
    icon: <DashboardOutlined />,
    page: () => import('./features/dashboard/components/CustomsDashboardPage').then((m) => m.CustomsDashboardPage),
    prefetch: prefetchDashboard,
  },
  hscodes: {
    icon: <BarcodeOutlined />,
    page: () => import('./features/hsCodes/components/HsCodesPage').then((m) => m.HsCodesPage),
    prefetch: prefetchHsCodes,
  },
  'pending-hscodes': {
    icon: <FieldTimeOutlined />,
    page: () => import('./features/pendingHsCodes/components/PendingHsCodesPage').then((m) => m.PendingHsCodesPage),
    prefetch: prefetchPendingHsCodes,
  },
  import: {
    icon: <ImportOutlined />,
    page: () => import('./features/customsData/components/ImportPage').then((m) => m.ImportPage),
    prefetch: prefetchCustomsLines('IMPORT'),
  },
  export: {
    icon: <ExportOutlined />,
    page: () => import('./features/customsData/components/ExportPage').then((m) => m.ExportPage),
    prefetch: prefetchCustomsLines('EXPORT'),
  },
  'data-log': {
    icon: <FileSearchOutlined />,
    page: () => import('./features/dataLog/components/DataLogPage').then((m) => m.DataLogPage),
    prefetch: prefetchDataLog,
  },
  'customs/data-log/view/:id': {
    page: () => import('./features/dataLog/components/DataLogViewPage').then((m) => m.DataLogViewPage),
    prefetch: prefetchDataLogEntry,
  },
};

/** The icons of the menu groups that `routes.json` names. */
export const menuGroupIcons = {
  'menu.dataList': <UnorderedListOutlined />,
};
