import { domainRoutes } from '../domain-routes';
import { localAuthorityInfoRoutes } from './get-la-info';
import { initWasteFormRoute } from './init-waste-form';
import { initWasteSearchRoute } from './init-waste-search';
import { insertWasteRoute } from './insert/la-waste-data';
import { wasteCollectionRoutes } from './la-waste-collection';
import { checkWasteRoute } from './plausibility/la-waste-data';
import { localAuthoritySearchRoutes } from './search-la';
import { searchWasteRoute } from './search-waste';
import { sendRequestRoute } from './send-request';
import { viewSentRequestsRoute } from './view-sent-requests';
import { wasteCorrectionRoute } from './waste-corrections';
import { viewWasteRoute } from './waste-view';

export const localAuthorityRoutes = domainRoutes('local-authority', [
  localAuthorityInfoRoutes,
  localAuthoritySearchRoutes,
  initWasteSearchRoute,
  initWasteFormRoute,
  insertWasteRoute,
  checkWasteRoute,
  searchWasteRoute,
  viewWasteRoute,
  wasteCorrectionRoute,
  wasteCollectionRoutes,
  sendRequestRoute,
  viewSentRequestsRoute,
]);
