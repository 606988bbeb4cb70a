import { domainRoutes } from '../domain-routes';
import { completenessRoute } from './completeness';
import { districtMapRoute } from './district-map';
import { adminLocalAuthorityRoutes } from './local-authorities';

/** The super admin's views across authorities (its accounts are under /users). */
export const adminRoutes = domainRoutes('admin', [adminLocalAuthorityRoutes, completenessRoute, districtMapRoute]);
