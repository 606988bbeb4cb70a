import { routeManifest, type RemoteModule } from '@waste/shared';
import en from './i18n/en.json';
import { RECYCLER_NAMESPACE } from './i18n/namespace';
import si from './i18n/si.json';
import ta from './i18n/ta.json';
import { pages } from './pages';
import routes from './routes.json';

/** The roles this remote serves are declared in its package.json (`federation.roles`). */
const recyclerModule: RemoteModule = {
  namespace: RECYCLER_NAMESPACE,
  routes: routeManifest(routes, pages),
  translations: { en, si, ta },
};

export default recyclerModule;
