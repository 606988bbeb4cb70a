import type { MenuEntry } from '@waste/shared';

export interface SearchablePage {
  path: string;
  label: string;
}

/** Every entry with a path, groups opened, labelled by the namespace the entry belongs to. */
export function flattenEntries(entries: MenuEntry[], label: (labelKey: string) => string): SearchablePage[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [{ path: entry.path, label: label(entry.labelKey) }] : []),
    ...(entry.children ? flattenEntries(entry.children, label) : []),
  ]);
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
