import { colomboYear } from '../format/colomboYear';
import type { RouteData } from '../remote/routeManifest';

/**
 * Expects the card to open with the paragraphs the page's route names as its intro, in English, below the title it
 * names (if any), the year in Sri Lanka in place of `{{year}}`: the first frame paints those from the registry before
 * the page's code arrives (docs/adr/0016-first-frame-before-the-shell.md). `routes` and `english` are the remote's
 * own `routes.json` and English words.
 */
export function expectOpensWithRouteIntro(
  card: Element,
  path: string,
  { routes, english }: { routes: readonly Pick<RouteData, 'path' | 'cardTitle' | 'intro'>[]; english: Record<string, string> },
): void {
  const route = routes.find((candidate) => candidate.path === path);
  const inEnglish = (key: string) => english[key].replace(/\{\{year\}\}/g, String(colomboYear()));
  const keys = route?.intro ?? [];
  expect(keys).not.toHaveLength(0);
  const intro = keys.map(inEnglish).join('');
  expect(card.querySelector('.ant-card-body')?.textContent?.slice(0, intro.length)).toBe(intro);
  if (route?.cardTitle) expect(card.querySelector('.ant-card-head-title')?.textContent).toBe(inEnglish(route.cardTitle));
}
