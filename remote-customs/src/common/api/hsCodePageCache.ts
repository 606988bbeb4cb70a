import type { HsCodePage, HsCodeSearcher } from './types';

export const HS_PAGE_CACHE_KEY = 'hsCodePages';
/** Pages kept; the oldest go first. */
const MAX_PAGES = 50;

interface Cache {
  version: string;
  pages: Record<string, HsCodePage>;
}

const pageKey = (searcher: HsCodeSearcher) =>
  JSON.stringify([searcher.hsCode ?? '', searcher.sectorId ?? '', searcher.pageStart, searcher.pageSize, searcher.pageSort]);

function read(): Cache | null {
  try {
    const raw = window.localStorage.getItem(HS_PAGE_CACHE_KEY);
    return raw ? (JSON.parse(raw) as Cache) : null;
  } catch {
    return null;
  }
}

/** A page read before at this version of the sector assignments; another version's pages are dropped. */
export function cachedHsPage(version: string, searcher: HsCodeSearcher): HsCodePage | null {
  const cache = read();
  if (!cache) return null;
  if (cache.version !== version) {
    window.localStorage.removeItem(HS_PAGE_CACHE_KEY);
    return null;
  }
  return cache.pages[pageKey(searcher)] ?? null;
}

export function storeHsPage(version: string, searcher: HsCodeSearcher, page: HsCodePage): void {
  const current = read();
  const pages = current?.version === version ? current.pages : {};
  const entries = Object.entries({ ...pages, [pageKey(searcher)]: page }).slice(-MAX_PAGES);
  try {
    window.localStorage.setItem(HS_PAGE_CACHE_KEY, JSON.stringify({ version, pages: Object.fromEntries(entries) }));
  } catch {
    // A full local storage only costs the cache.
    window.localStorage.removeItem(HS_PAGE_CACHE_KEY);
  }
}

export function clearHsPages(): void {
  window.localStorage.removeItem(HS_PAGE_CACHE_KEY);
}
