/** A `window.matchMedia` for jsdom (which has none) that matches exactly the given queries. */
export function matchMediaAnswering(queries: readonly string[] = []): typeof window.matchMedia {
  return ((query: string) => ({
    matches: queries.includes(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
