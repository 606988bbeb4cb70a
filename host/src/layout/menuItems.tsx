import { menuPages, type MenuEntry } from '@waste/shared';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { MenuCountIcon, MenuCountLabel } from './MenuCount';

type Item = Required<MenuProps>['items'][number];

/** Turns a module's menu into antd items; a page's key is its path so the menu follows the URL. */
export function toMenuItems(entries: MenuEntry[], t: TFunction, collapsed = false): Item[] {
  return entries.map((entry) => ({
    key: entry.path ?? entry.key,
    icon: entry.useMenuCount && collapsed ? <MenuCountIcon icon={entry.icon} useMenuCount={entry.useMenuCount} /> : entry.icon,
    label: entry.useMenuCount ? <MenuCountLabel label={t(entry.name)} useMenuCount={entry.useMenuCount} /> : t(entry.name),
    children: entry.children ? toMenuItems(entry.children, t, collapsed) : undefined,
  }));
}

/** The menu page a path belongs to: itself, or the nearest page above it (`/wasteData/addData` is under `/wasteData`). */
export function selectedMenuKey(entries: MenuEntry[], pathname: string): string | undefined {
  return menuPages(entries)
    .map((entry) => entry.path ?? '')
    .filter((path) => path && (pathname === path || pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.length - a.length)[0];
}
