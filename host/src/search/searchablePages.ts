import { menuPages, type MenuEntry } from '@waste/shared';

export interface SearchablePage {
  path: string;
  label: string;
}

/** Every page of a menu generated from a route manifest, labelled in the namespace of that manifest. */
export function searchablePages(menu: MenuEntry[], label: (name: string) => string): SearchablePage[] {
  return menuPages(menu).flatMap((entry) => (entry.path ? [{ path: entry.path, label: label(entry.name) }] : []));
}

/** Case-insensitive match on the page's name; a page reachable twice is listed once. */
export function findPages(pages: SearchablePage[], query: string): SearchablePage[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  return pages.filter((page) => {
    if (seen.has(page.path) || !page.label.toLocaleLowerCase().includes(needle)) return false;
    seen.add(page.path);
    return true;
  });
}
