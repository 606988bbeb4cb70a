import type { RouteData } from '../remote/routeManifest';

/**
 * Expects the card to open with the paragraphs the page's route names as its intro, in English: the first frame
 * paints those from the registry before the page's code arrives (docs/adr/0016-first-frame-before-the-shell.md).
 * `routes` and `english` are the remote's own `routes.json` and English words.
 */
export function expectOpensWithRouteIntro(
  card: Element,
  path: string,
  { routes, english }: { routes: readonly Pick<RouteData, 'path' | 'intro'>[]; english: Record<string, string> },
): void {
  const keys = routes.find((route) => route.path === path)?.intro ?? [];
  expect(keys).not.toHaveLength(0);
  const intro = keys.map((key) => english[key]).join('');
  expect(card.querySelector('.ant-card-body')?.textContent?.slice(0, intro.length)).toBe(intro);
}
