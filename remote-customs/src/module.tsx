import type { RemoteModule } from '@waste/shared';
import en from './i18n/en.json';
import { CUSTOMS_NAMESPACE } from './i18n/namespace';
import si from './i18n/si.json';
import ta from './i18n/ta.json';
import { customsRoutes } from './routes';

/** The roles this remote serves are declared in its package.json (`federation.roles`). */
const customsModule: RemoteModule = {
  namespace: CUSTOMS_NAMESPACE,
  routes: customsRoutes,
  translations: { en, si, ta },
};

export default customsModule;
