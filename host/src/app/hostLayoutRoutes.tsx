import type { RemoteRoute } from '@waste/shared';
import { CalendarPage } from '../account/calendar/CalendarPage';
import { ProfilePage } from '../account/profile/ProfilePage';
import { templateRoutes } from '../template/templateRoutes';

/**
 * Pages inside the layout that the host owns whatever the role (account pages, template pages), next to
 * the active module's own routes. Paths relative to the layout, like a remote's.
 */
export const hostLayoutRoutes: RemoteRoute[] = [
  ...templateRoutes,
  { path: 'profile', Component: ProfilePage },
  { path: 'calendar', Component: CalendarPage },
];
