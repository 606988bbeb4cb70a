// The release's reading of a route manifest: patterns, and the headings, card titles and intros the host's first frame paints.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REMOTE_IDS } from '../remotes.mjs';
import { routeCardTitlesIn, routeFrameTexts, routeHeadingsIn, routeIntrosIn, routePatternsIn } from '../routePatterns.mjs';

function remote(routes, translations) {
  const dir = mkdtempSync(join(tmpdir(), 'route-manifest-'));
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(routes));
  for (const [language, strings] of Object.entries(translations)) writeFileSync(join(dir, `${language}.json`), JSON.stringify(strings));
  return { file: join(dir, 'routes.json'), dir };
}

const ROUTES = [
  { path: 'dashboard', name: 'menu.dashboard', heading: 'dashboard.title' },
  { path: 'wasteData/view/:id', name: 'view', hideInMenu: true },
];
const STRINGS = {
  en: { 'dashboard.title': 'Local authority dashboard' },
  si: { 'dashboard.title': 'පළාත් පාලන ආයතන උපකරණ පුවරුව' },
  ta: { 'dashboard.title': 'உள்ளூராட்சி மன்ற முகப்புப் பலகை' },
};

test('every page is a pattern; only a page that names a heading has one, in the three languages', () => {
  const { file, dir } = remote(ROUTES, STRINGS);
  assert.deepEqual(routePatternsIn(file), ['/dashboard', '/wasteData/view/:id']);
  assert.deepEqual(routeHeadingsIn(file, dir), {
    '/dashboard': { en: 'Local authority dashboard', si: 'පළාත් පාලන ආයතන උපකරණ පුවරුව', ta: 'உள்ளூராட்சி மன்ற முகப்புப் பலகை' },
  });
});

test('a heading without a translation, a page without a path, or no page at all fails the release', () => {
  const missing = remote(ROUTES, { ...STRINGS, ta: {} });
  assert.throws(() => routeHeadingsIn(missing.file, missing.dir), /'dashboard.title' of \/dashboard has no ta translation/);
  const pathless = remote([{ name: 'x' }], STRINGS);
  assert.throws(() => routePatternsIn(pathless.file), /page 1 has no path/);
  const empty = remote([], STRINGS);
  assert.throws(() => routePatternsIn(empty.file), /declares no page/);
});

test('a page opened by a fixed address without a heading fails the release; every remote names theirs', () => {
  const headingless = remote([...ROUTES, { path: 'parameters', name: 'menu.parameters' }], STRINGS);
  assert.throws(() => routeHeadingsIn(headingless.file, headingless.dir), /\/parameters names no heading/);
});

test('a page that names an intro has its paragraphs in the three languages; a key without a translation fails', () => {
  const routes = [{ path: 'hscodes', name: 'menu.hsCodes', heading: 'hs.title', intro: ['hs.source', 'hs.opens'] }];
  const strings = Object.fromEntries(
    Object.keys(STRINGS).map((language) => [
      language,
      { 'hs.title': `title ${language}`, 'hs.source': `source ${language}`, 'hs.opens': `opens ${language}` },
    ]),
  );
  const { file, dir } = remote([...ROUTES, ...routes], strings);
  assert.deepEqual(routeIntrosIn(file, dir), {
    '/hscodes': { en: ['source en', 'opens en'], si: ['source si', 'opens si'], ta: ['source ta', 'opens ta'] },
  });
  const { 'hs.opens': _opens, ...withoutOpens } = strings.si;
  const missing = remote(routes, { ...strings, si: withoutOpens });
  assert.throws(() => routeIntrosIn(missing.file, missing.dir), /the intro 'hs.opens' of \/hscodes has no si translation/);
  const notKeys = remote([{ ...routes[0], intro: 'hs.source' }], strings);
  assert.throws(() => routeIntrosIn(notKeys.file, notKeys.dir), /the intro of hscodes is not a list of keys/);
});

test('a page whose first card has a title names it; the frame’s texts hold no placeholder but the year', () => {
  const routes = [{ path: 'dashboard', name: 'menu.dashboard', heading: 'd.title', cardTitle: 'd.figures', intro: ['d.basis'] }];
  const strings = Object.fromEntries(
    Object.keys(STRINGS).map((language) => [
      language,
      { 'd.title': `title ${language}`, 'd.figures': `This year ({{year}}) ${language}`, 'd.basis': `Sums for {{year}} ${language}` },
    ]),
  );
  const { file, dir } = remote(routes, strings);
  assert.deepEqual(routeCardTitlesIn(file, dir), {
    '/dashboard': { en: 'This year ({{year}}) en', si: 'This year ({{year}}) si', ta: 'This year ({{year}}) ta' },
  });
  assert.deepEqual(routeIntrosIn(file, dir)['/dashboard'].ta, ['Sums for {{year}} ta']);
  const counted = remote(routes, { ...strings, ta: { ...strings.ta, 'd.basis': '{{count}} months of {{year}}' } });
  assert.throws(() => routeIntrosIn(counted.file, counted.dir), /the intro 'd.basis' of \/dashboard in ta holds \{\{count\}\}/);
  const notKey = remote([{ ...routes[0], cardTitle: ['d.figures'] }], strings);
  assert.throws(() => routeCardTitlesIn(notKey.file, notKey.dir), /the cardTitle of dashboard is not a key/);
});

test('every remote’s manifest gives its first frame’s texts', () => {
  for (const id of REMOTE_IDS) assert.doesNotThrow(() => routeFrameTexts(id), id);
});
