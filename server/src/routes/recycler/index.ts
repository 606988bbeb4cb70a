import { domainRoutes } from '../domain-routes';
import { recyclerGraphRoutes } from './graphs';
import { recyclerMasterDataRoutes } from './master-data';
import { recyclerRegistryRoutes } from './registry';
import { recyclerReturnRoutes } from './returns';
import { recyclerSearchRoutes } from './search';

export const recyclerRoutes = domainRoutes('recycler', [
  recyclerSearchRoutes,
  recyclerRegistryRoutes,
  recyclerMasterDataRoutes,
  recyclerReturnRoutes,
  recyclerGraphRoutes,
]);
