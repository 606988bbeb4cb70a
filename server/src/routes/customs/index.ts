import { domainRoutes } from '../domain-routes';
import { customsDownloadRoute } from './download';
import { customsGraphInitSearchRoute } from './graph-init-search';
import { customsInitSearchRoute } from './init-search';
import { customsPartnerGraphsRoute } from './partnerStatisticsGraphs';
import { customsSearchRoute } from './search';
import { customsSectorGraphsRoute } from './sectorGenerationStatisticsGraphs';
import { customsStatisticsGraphsRoute } from './statisticsGraphs';
import { customsStatusRoute } from './status';
import { customsUploadRoute } from './upload';
import { customsWithdrawRoute } from './uploads';

export const customsRoutes = domainRoutes('customs', [
  customsUploadRoute,
  customsStatusRoute,
  customsInitSearchRoute,
  customsSearchRoute,
  customsDownloadRoute,
  customsGraphInitSearchRoute,
  customsStatisticsGraphsRoute,
  customsSectorGraphsRoute,
  customsPartnerGraphsRoute,
  customsWithdrawRoute,
]);
