import type { RemoteRoute } from '@waste/shared';
import { RecyclerDashboardPage } from './features/dashboard/components/RecyclerDashboardPage';
import { WasteDataPage } from './features/wasteData/components/WasteDataPage';

/** Every page this remote owns, relative to the host's layout. */
export const recyclerRoutes: RemoteRoute[] = [
  { path: 'dashboard', Component: RecyclerDashboardPage },
  { path: 'wasteData', Component: WasteDataPage },
];
