import { allowedRoutes, type Access, type RouteManifest } from '@waste/shared';

export interface SearchablePage {
  path: string;
  label: string;
}

/**
 * Every page of a route manifest the user may open by its address alone, in the menu or not (a form such
 * as "Add Waste Data", the profile, the calendar); a record page (`:id`) needs a record, so it is left out.
 */
export function searchablePages(routes: RouteManifest, access: Access, label: (name: string) => string): SearchablePage[] {
  return allowedRoutes(routes, access)
    .filter((entry) => !entry.path.includes(':'))
    .map((entry) => ({ path: `/${entry.path}`, label: label(entry.name) }));
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
