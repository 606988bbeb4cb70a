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

/** Makes `window.matchMedia` answer true for the given queries only (the viewport is "narrower" or "wider" than them); returns the undo. */
export function viewportMatching(...queries: string[]): () => void {
  const original = window.matchMedia;
  window.matchMedia = matchMediaAnswering(queries);
  return () => {
    window.matchMedia = original;
  };
}
