// The release's reading of a route manifest: patterns, and the headings the host's first frame paints.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { routeHeadingsIn, routePatternsIn } from '../routePatterns.mjs';

function remote(manifest, translations) {
  const dir = mkdtempSync(join(tmpdir(), 'route-manifest-'));
  writeFileSync(join(dir, 'routes.tsx'), manifest);
  for (const [language, strings] of Object.entries(translations)) writeFileSync(join(dir, `${language}.json`), JSON.stringify(strings));
  return { file: join(dir, 'routes.tsx'), dir };
}

const MANIFEST = `export const routes = [
  { path: 'dashboard', name: 'menu.dashboard', heading: 'dashboard.title', page: () => import('./Dashboard') },
  { path: 'wasteData/view/:id', name: 'view', hideInMenu: true, page: () => import('./View') },
];`;
const STRINGS = { en: { 'dashboard.title': 'Local authority dashboard' }, si: { 'dashboard.title': 'පළාත් පාලන ආයතන උපකරණ පුවරුව' }, ta: { 'dashboard.title': 'உள்ளூராட்சி மன்ற முகப்புப் பலகை' } };

test('every page is a pattern; only a page that names a heading has one, in the three languages', () => {
  const { file, dir } = remote(MANIFEST, STRINGS);
  assert.deepEqual(routePatternsIn(file), ['/dashboard', '/wasteData/view/:id']);
  assert.deepEqual(routeHeadingsIn(file, dir), {
    '/dashboard': { en: 'Local authority dashboard', si: 'පළාත් පාලන ආයතන උපකරණ පුවරුව', ta: 'உள்ளூராட்சி மன்ற முகப்புப் பலகை' },
  });
});

test('a heading without a translation, or not a string literal, fails the release', () => {
  const missing = remote(MANIFEST, { ...STRINGS, ta: {} });
  assert.throws(() => routeHeadingsIn(missing.file, missing.dir), /'dashboard.title' of \/dashboard has no ta translation/);
  const computed = remote("const key = 'dashboard.title';\nexport const routes = [{ path: 'dashboard', name: 'x', heading: key, page: () => import('./D') }];", STRINGS);
  assert.throws(() => routeHeadingsIn(computed.file, computed.dir), /a page's heading must be a string literal/);
});
