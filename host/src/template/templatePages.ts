import type { MenuEntry } from '@waste/shared';

/**
 * The template demonstration pages of spec section 2, one list for the menu, the header search and the
 * routes; labels are keys of the host namespace.
 */
export const templatePages: MenuEntry[] = [
  { key: 'blank', labelKey: 'template.menu.blank', path: '/blank' },
  { key: 'form-elements', labelKey: 'template.menu.formElements', path: '/form-elements' },
  { key: 'basic-tables', labelKey: 'template.menu.basicTables', path: '/basic-tables' },
  { key: 'buttons', labelKey: 'template.menu.buttons', path: '/buttons' },
  { key: 'images', labelKey: 'template.menu.images', path: '/images' },
  { key: 'videos', labelKey: 'template.menu.videos', path: '/videos' },
  { key: 'alerts', labelKey: 'template.menu.alerts', path: '/alerts' },
  { key: 'avatars', labelKey: 'template.menu.avatars', path: '/avatars' },
  { key: 'badge', labelKey: 'template.menu.badge', path: '/badge' },
  { key: 'line-chart', labelKey: 'template.menu.lineChart', path: '/line-chart' },
  { key: 'bar-chart', labelKey: 'template.menu.barChart', path: '/bar-chart' },
];
