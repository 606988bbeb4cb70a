import type { RemoteRoute } from '@waste/shared';
import { CustomsListPage } from './features/customs/components/CustomsListPage';
import { AdminDashboardPage } from './features/dashboard/components/AdminDashboardPage';
import { LocalAuthoritiesPage } from './features/localAuthorities/components/LocalAuthoritiesPage';
import { LocalAuthorityWasteDataPage } from './features/localAuthorities/components/LocalAuthorityWasteDataPage';
import { LoggersPage } from './features/loggers/components/LoggersPage';
import { RecyclersPage } from './features/recyclers/components/RecyclersPage';
import { RequestsPage } from './features/requests/components/RequestsPage';

/** Every page this remote owns, relative to the host's layout. */
export const adminRoutes: RemoteRoute[] = [
  { path: 'dashboard', Component: AdminDashboardPage },
  { path: 'requests', Component: RequestsPage },
  { path: 'local-authorities', Component: LocalAuthoritiesPage },
  { path: 'customs', Component: CustomsListPage },
  { path: 'recycler', Component: RecyclersPage },
  { path: 'loggers', Component: LoggersPage },
  { path: 'wasteData/la-view/:id', Component: LocalAuthorityWasteDataPage },
];
