import type { RemoteModule } from '@waste/shared';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { templateModule } from '../template/templateModule';
import type { ActiveModuleState } from './useActiveModule';

/** No menu entries: what the sidebar shows until the role's module is known. */
export const pendingMenuModule: RemoteModule = { namespace: HOST_NAMESPACE, routes: [], translations: {} };

/**
 * The module whose menu the layout shows. While the role's remote loads the menu stays empty: the
 * template's demo pages belong to no real role and flashed for a local authority right after sign-in.
 * Only when the remote failed does the host's own menu keep the user moving.
 */
export function menuModuleOf(active: ActiveModuleState): RemoteModule {
  if (active.status === 'ready') return active.module;
  return active.status === 'failed' ? templateModule : pendingMenuModule;
}
