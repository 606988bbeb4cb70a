import type { RemoteRoute } from '@waste/shared';
import { ExportPage } from './features/customsData/components/ExportPage';
import { ImportPage } from './features/customsData/components/ImportPage';
import { CustomsDashboardPage } from './features/dashboard/components/CustomsDashboardPage';
import { DataLogPage } from './features/dataLog/components/DataLogPage';
import { DataLogViewPage } from './features/dataLog/components/DataLogViewPage';
import { HsCodesPage } from './features/hsCodes/components/HsCodesPage';
import { PendingHsCodesPage } from './features/pendingHsCodes/components/PendingHsCodesPage';

/** Every page this remote owns, relative to the host's layout. */
export const customsRoutes: RemoteRoute[] = [
  { path: 'dashboard', Component: CustomsDashboardPage },
  { path: 'hscodes', Component: HsCodesPage },
  { path: 'pending-hscodes', Component: PendingHsCodesPage },
  { path: 'import', Component: ImportPage },
  { path: 'export', Component: ExportPage },
  { path: 'data-log', Component: DataLogPage },
  { path: 'customs/data-log/view/:id', Component: DataLogViewPage },
];
