import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { AccessFlag } from '../access/access';
import type { RoleCode } from '../constants';
import type { TranslationLoaders } from '../i18n/instance';

/** A group of the sidebar (e.g. the customs "Data List"); `name` is a key of the owner's namespace. */
export interface MenuGroup {
  name: string;
  icon: ReactNode;
}

/**
 * One page of a remote (or of the host). The manifest of a remote is the one place its pages are
 * declared: the host builds the routes, the sidebar and the page search from it, and the release script
 * writes its paths into the registry entry. A remote keeps the data part in `src/routes.json` (see
 * `routeManifest`) and its code (page, icon, prefetch, menu count) in `src/pages.tsx`.
 */
export interface RouteManifestEntry {
  /** Relative to the host's layout, e.g. `dashboard`, `wasteData/view/:id`. */
  path: string;
  /** A key of the owner's namespace: the menu label and the page's name in the header search. */
  name: string;
  /**
   * A key of the owner's namespace: the page's own heading (its `h3`), where the release should write it into
   * the registry so that the host paints it before the remote has loaded (host/src/firstFrame/).
   */
  heading?: string;
  icon?: ReactNode;
  /** The access flag a user needs for this page; without one every user of the remote's roles has it. */
  access?: AccessFlag;
  /** A page reached from another one (a record, a form): routed, but not in the menu or the search. */
  hideInMenu?: boolean;
  group?: MenuGroup;
  /**
   * A count shown beside the menu label (e.g. unseen requests): a hook the host calls in a component of
   * its own, so it may read the server through a query; undefined or 0 shows nothing.
   */
  useMenuCount?: () => number | undefined;
  /** Imported on first visit, so that every page is a chunk of its own. */
  page: () => Promise<ComponentType>;
  /**
   * Starts the reads the page shows first, with its own queries' options, while its code loads on the first
   * visit: they no longer wait for the code, and the page's first render finds them in the cache. `params` are
   * the address's (`{ id }` for `wasteData/view/:id`); a page without parameters may ignore them. Required, so
   * that a new page says what it reads first; one that reads nothing says so with `NO_FIRST_READS`.
   */
  prefetch: (queryClient: QueryClient, params: PageParams) => void;
}

/** The `prefetch` of a page that reads nothing from the server. */
export const NO_FIRST_READS: RouteManifestEntry['prefetch'] = () => undefined;

/** The parameters matched from a page's address, by name. */
export type PageParams = Readonly<Record<string, string>>;

export type RouteManifest = RouteManifestEntry[];

/**
 * What every remote exposes as `./module` (its default export). The host owns the router root, session,
 * i18n, theme and layout; a remote only contributes its route manifest and its translations.
 */
export interface RemoteModule {
  /** Its i18n namespace, also its id in logs. */
  namespace: string;
  routes: RouteManifest;
  /** One chunk per language: the host fetches only the page's (docs/adr/0216-each-remote-loads-the-pages-language.md). */
  translations: TranslationLoaders;
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
  /** The released version's route patterns (`/wasteData/view/:id`): the host's layout-or-404 decision. */
  routes: string[];
  /** The headings of the pages that name one, by pattern and language (`{ '/dashboard': { en, si, ta } }`). */
  headings?: Record<string, Record<string, string>>;
  /** The titles of the first cards of the pages that name one, by pattern and language. */
  cardTitles?: Record<string, Record<string, string>>;
  /** The paragraphs the first card of the pages that name an intro opens with, by pattern and language. */
  intros?: Record<string, Record<string, string[]>>;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

export const REMOTE_EXPOSED_MODULE = './module';
export const REMOTE_REGISTRY_URL = '/remotes/registry.json';
