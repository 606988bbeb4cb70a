import { domainRoutes } from '../domain-routes';
import { calendarEventRoutes } from './events';

export const calendarRoutes = domainRoutes('calendar', [calendarEventRoutes]);
