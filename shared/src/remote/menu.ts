import type { ReactNode } from 'react';
import type { Access } from '../access/access';
import type { RouteManifest, RouteManifestEntry } from './contract';

/** A sidebar entry generated from a route manifest; `name` is a key of the owner's namespace. */
export interface MenuEntry {
  key: string;
  name: string;
  path?: string;
  icon?: ReactNode;
  children?: MenuEntry[];
  /** The manifest entry's count hook (see RouteManifestEntry.useMenuCount). */
  useMenuCount?: () => number | undefined;
}

export function isAllowed(entry: RouteManifestEntry, access: Access): boolean {
  return entry.access === undefined || access[entry.access];
}

/** The pages a user may open. */
export function allowedRoutes(routes: RouteManifest, access: Access): RouteManifest {
  return routes.filter((entry) => isAllowed(entry, access));
}

/** The sidebar in manifest order; a group stands where its first page is, holding its pages in order. */
export function menuOf(routes: RouteManifest, access: Access): MenuEntry[] {
  const menu: MenuEntry[] = [];
  const groups = new Map<string, MenuEntry[]>();
  for (const route of allowedRoutes(routes, access)) {
    if (route.hideInMenu) continue;
    const entry: MenuEntry = {
      key: route.path,
      name: route.name,
      path: `/${route.path}`,
      icon: route.icon,
      useMenuCount: route.useMenuCount,
    };
    if (!route.group) {
      menu.push(entry);
      continue;
    }
    let children = groups.get(route.group.name);
    if (!children) {
      children = [];
      groups.set(route.group.name, children);
      menu.push({ key: route.group.name, name: route.group.name, icon: route.group.icon, children });
    }
    children.push(entry);
  }
  return menu;
}

/** Every page of a menu, groups opened. */
export function menuPages(menu: MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => (entry.children ? menuPages(entry.children) : [entry]));
}
