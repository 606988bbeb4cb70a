import type { RemoteRoute } from '@waste/shared';

/**
 * Pages inside the layout that the host owns whatever the role (account pages, template pages), next to
 * the active module's own routes. Paths relative to the layout, like a remote's.
 */
export const hostLayoutRoutes: RemoteRoute[] = [];
