import { domainRoutes } from '../domain-routes';
import { localAuthorityInfoRoutes } from './info';
import { parameterRequestRoutes } from './requests';
import { localAuthoritySearchRoutes } from './search';
import { wasteRecordRoutes } from './waste';
import { wasteCollectionRoutes } from './waste-collection';

export const localAuthorityRoutes = domainRoutes('local-authority', [
  localAuthorityInfoRoutes,
  localAuthoritySearchRoutes,
  wasteRecordRoutes,
  wasteCollectionRoutes,
  parameterRequestRoutes,
]);
