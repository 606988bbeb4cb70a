import type { RouteManifest } from '@waste/shared';
import { prefetchCalendar } from '../account/calendar/api/fetchEvents';
import { prefetchProfile } from '../account/profile/api/fetchProfile';
import { prefetchHelp } from '../pages/help/api/getSupportContact';
import { templatePages } from '../template/templatePages';
import { templateModule } from '../template/templateModule';

/**
 * Pages inside the layout that the host owns whatever the role (template and account pages), next to
 * the active module's own pages. Paths relative to the layout, like a remote's.
 */
export const hostLayoutRoutes: RouteManifest = [
  ...templatePages,
  {
    path: 'profile',
    name: 'profile.title',
    hideInMenu: true,
    page: () => import('../account/profile/ProfilePage').then((m) => m.ProfilePage),
    prefetch: prefetchProfile,
  },
  {
    path: 'help',
    name: 'help.title',
    hideInMenu: true,
    page: () => import('../pages/help/HelpPage').then((m) => m.HelpPage),
    prefetch: prefetchHelp,
  },
  {
    path: 'calendar',
    name: 'calendar.title',
    hideInMenu: true,
    page: () => import('../account/calendar/CalendarPage').then((m) => m.CalendarPage),
    prefetch: prefetchCalendar,
  },
];

/** Layout paths the host serves itself, before any registry entry is read. */
export const HOST_LAYOUT_PATTERNS = [...new Set([...templateModule.routes, ...hostLayoutRoutes].map(({ path }) => `/${path}`))];
