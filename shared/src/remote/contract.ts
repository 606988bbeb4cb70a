import type { ComponentType, ReactNode } from 'react';
import type { RoleCode } from '../constants';
import type { Translations } from '../i18n/instance';

/** A sidebar entry; `labelKey` is a key of the remote's own namespace. */
export interface MenuEntry {
  key: string;
  labelKey: string;
  path?: string;
  icon?: ReactNode;
  children?: MenuEntry[];
}

/** A page of a remote, its path relative to the host's layout (e.g. `dashboard`, `wasteData/view/:id`). */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

/**
 * What every remote exposes as `./module` (its default export). The host owns the router root, session,
 * i18n, theme and layout; a remote only contributes pages, menu entries and its translations.
 */
export interface RemoteModule {
  /** Its i18n namespace, also its id in logs. */
  namespace: string;
  roles: RoleCode[];
  /** Sidebar entries per default role it serves; `default` for a role it serves without a menu of its own. */
  menus: Partial<Record<RoleCode | 'default', MenuEntry[]>>;
  routes: RemoteRoute[];
  translations: Translations;
}

/** One entry of the runtime registry served at `/remotes/registry.json`. */
export interface RemoteRegistryEntry {
  /** Federation container name, e.g. `remote_admin`. */
  name: string;
  /** Folder name, e.g. `remote-admin`. */
  id: string;
  version: string;
  /** URL of its `mf-manifest.json` under the versioned folder. */
  entry: string;
  roles: RoleCode[];
  basePath: string;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

export const REMOTE_EXPOSED_MODULE = './module';
export const REMOTE_REGISTRY_URL = '/remotes/registry.json';
