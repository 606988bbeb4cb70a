import { routeManifest, type RemoteModule } from '@waste/shared';
import { LOCAL_AUTHORITY_NAMESPACE } from './i18n/namespace';
import { pages } from './pages';
import routes from './routes.json';

/** The roles this remote serves are declared in its package.json (`federation.roles`). */
const localAuthorityModule: RemoteModule = {
  namespace: LOCAL_AUTHORITY_NAMESPACE,
  routes: routeManifest(routes, pages),
  // A chunk per language: the host fetches the page's one alone (docs/adr/0216-each-remote-loads-the-pages-language.md).
  translations: {
    en: () => import('./i18n/en.json'),
    si: () => import('./i18n/si.json'),
    ta: () => import('./i18n/ta.json'),
  },
};

export default localAuthorityModule;
