import type { MenuEntry, RemoteModule, RoleCode } from '@waste/shared';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';

type Item = Required<MenuProps>['items'][number];

export function menuEntriesFor(module: RemoteModule, role: RoleCode | null): MenuEntry[] {
  return (role ? module.menus[role] : undefined) ?? module.menus.default ?? [];
}

/** Turns a module's entries into antd items; an entry's key is its path so the menu follows the URL. */
export function toMenuItems(entries: MenuEntry[], t: TFunction): Item[] {
  return entries.map((entry) => ({
    key: entry.path ?? entry.key,
    icon: entry.icon,
    label: t(entry.labelKey),
    children: entry.children ? toMenuItems(entry.children, t) : undefined,
  }));
}
