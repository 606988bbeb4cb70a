import { domainRoutes } from '../domain-routes';
import { customsGraphRoutes } from './graphs';
import { customsLinesRoutes } from './lines';
import { customsUploadRoutes } from './upload';

export const customsRoutes = domainRoutes('customs', [customsUploadRoutes, customsLinesRoutes, customsGraphRoutes]);
