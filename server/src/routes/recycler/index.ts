import { domainRoutes } from '../domain-routes';
import { recyclerSearchRoutes } from './search';

export const recyclerRoutes = domainRoutes('recycler', [recyclerSearchRoutes]);
