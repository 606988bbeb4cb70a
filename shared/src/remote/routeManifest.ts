import type { ReactNode } from 'react';
import { accessOf, type AccessFlag } from '../access/access';
import type { RouteManifest, RouteManifestEntry } from './contract';

/**
 * One page as a remote declares it in `src/routes.json`: plain data, read by the release without running or
 * parsing code (it writes the paths and the first frame's texts into the registry entry).
 */
export interface RouteData {
  path: string;
  name: string;
  /** The key of the page's title: the host's first frame paints it before the page's code arrives. */
  heading?: string;
  /** The key of the page's first card's title, where its head holds one above the intro: painted in the first frame too. */
  cardTitle?: string;
  /** The keys of the paragraphs the page's first card opens with (a list's intro): painted in the first frame too. */
  intro?: string[];
  /** An access flag's name (`actsAsSuperAdmin`); checked when the manifest is built. */
  access?: string;
  hideInMenu?: boolean;
  /** A menu group's name, a key of the owner's namespace; its icon is in `menuGroupIcons`. */
  group?: string;
}

/** What a page needs besides its data: its code, and where it has them, its icon, first reads and menu count. */
export type RoutePage = Pick<RouteManifestEntry, 'page' | 'icon' | 'prefetch' | 'useMenuCount'>;

const ACCESS_FLAGS = new Set(Object.keys(accessOf(null)));

const isAccessFlag = (value: string): value is AccessFlag => ACCESS_FLAGS.has(value);

/**
 * A remote's route manifest: its `routes.json` joined with its pages (by path) and its menu groups' icons.
 * A route without a page, a page without a route, or an unknown access flag throws, so that a module test
 * catches the mistake before a release does.
 */
export function routeManifest(
  routes: RouteData[],
  pages: Record<string, RoutePage>,
  menuGroupIcons: Record<string, ReactNode> = {},
): RouteManifest {
  const unrouted = Object.keys(pages).filter((path) => !routes.some((route) => route.path === path));
  if (unrouted.length > 0) throw new Error(`pages without a route in routes.json: ${unrouted.join(', ')}`);
  return routes.map(({ access, group, ...route }) => {
    const page = pages[route.path];
    if (!page) throw new Error(`the route ${route.path} has no page`);
    if (access !== undefined && !isAccessFlag(access)) throw new Error(`the route ${route.path} names an unknown access flag '${access}'`);
    if (group !== undefined && !(group in menuGroupIcons))
      throw new Error(`the route ${route.path} names a menu group without an icon: ${group}`);
    return { ...route, ...page, ...(access ? { access } : {}), ...(group ? { group: { name: group, icon: menuGroupIcons[group] } } : {}) };
  });
}
