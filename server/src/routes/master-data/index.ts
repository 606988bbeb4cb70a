import { domainRoutes } from '../domain-routes';
import { councilTypeRoutes } from './get-la-types';
import { districtRoutes } from './districts';
import { localAuthorityListRoutes } from './local-authorities';
import { provinceRoutes } from './provinces';

export const masterDataRoutes = domainRoutes('master-data', [provinceRoutes, councilTypeRoutes, districtRoutes, localAuthorityListRoutes]);
