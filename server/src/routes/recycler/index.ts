import { domainRoutes } from '../domain-routes';
import { createRecyclerAccountRoute } from './create-account';
import { recyclerMasterDataRoute } from './master-data';
import { nationalGraphRoute } from './national-graph';
import { ownGraphRoute } from './own-graph';
import { checkReturnRoute } from './plausibility';
import { saveMasterDataRoute } from './save-master-data';
import { saveRecyclerRoute } from './save-recycler';
import { saveReturnRoute } from './save-recycler-waste-data';
import { recyclerSearchRoutes } from './search';
import { sentCorrectionsRoute } from './sent-corrections';
import { searchReturnsRoute } from './search-waste-data-list';
import { viewRecyclerRoute } from './view';
import { returnCorrectionRoute } from './waste-corrections';
import { returnDetailRoute } from './waste-data-detail';

export const recyclerRoutes = domainRoutes('recycler', [
  recyclerSearchRoutes,
  saveRecyclerRoute,
  viewRecyclerRoute,
  createRecyclerAccountRoute,
  recyclerMasterDataRoute,
  saveMasterDataRoute,
  saveReturnRoute,
  checkReturnRoute,
  searchReturnsRoute,
  returnDetailRoute,
  returnCorrectionRoute,
  sentCorrectionsRoute,
  ownGraphRoute,
  nationalGraphRoute,
]);
