// A remote's route patterns, page headings and intros, read from the plain data of its route manifest
// (src/routes.json), so that a release runs none of the remote's code.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './remotes.mjs';

export const routeManifestFile = (id) => join(ROOT, id, 'src', 'routes.json');

/**
 * The pages of the manifest in `file`: `{ pattern, heading?, cardTitle?, intro? }`, the pattern absolute
 * (`/wasteData/view/:id`), in manifest order.
 */
function pagesIn(file) {
  const routes = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${relative(ROOT, file)} declares no page`);
  return routes.map((route, index) => {
    if (typeof route?.path !== 'string') throw new Error(`${relative(ROOT, file)}: page ${index + 1} has no path`);
    for (const field of ['heading', 'cardTitle'])
      if (route[field] !== undefined && typeof route[field] !== 'string')
        throw new Error(`${relative(ROOT, file)}: the ${field} of ${route.path} is not a key`);
    const { intro } = route;
    if (intro !== undefined && (!Array.isArray(intro) || intro.length === 0 || intro.some((key) => typeof key !== 'string')))
      throw new Error(`${relative(ROOT, file)}: the intro of ${route.path} is not a list of keys`);
    return { pattern: `/${route.path}`, heading: route.heading, cardTitle: route.cardTitle, intro };
  });
}

/** The patterns of the manifest in `file`, absolute (`/wasteData/view/:id`), in manifest order. */
export const routePatternsIn = (file) => pagesIn(file).map((page) => page.pattern);

export const routePatterns = (id) => routePatternsIn(routeManifestFile(id));

const LANGUAGES = ['en', 'si', 'ta'];

/**
 * The headings of the pages in `file` that name one (`"heading": "dashboard.title"`), in every language, from
 * the remote's translations in `translationsDir` (`en.json`, `si.json`, `ta.json`): `{ '/dashboard': { en, si, ta } }`.
 * The host paints them before the remote has loaded (host/src/firstFrame/). A missing translation fails the
 * release, and so does a page opened by a fixed address (no `:id`) without a heading: every such page paints its
 * first frame (docs/adr/0275-every-page-paints-its-first-frame.md). A record's page may go without (its heading is
 * often the record's name).
 */
export function routeHeadingsIn(file, translationsDir) {
  for (const { pattern, heading } of pagesIn(file))
    if (heading === undefined && !pattern.includes(':'))
      throw new Error(`${relative(ROOT, file)}: ${pattern} names no heading (its first frame's, the key of its title)`);
  return frameTextsIn(file, translationsDir, 'heading', 'heading');
}

/**
 * The titles of the pages' first cards that name one (`"cardTitle": "dashboard.figuresTitle"`, where the card's
 * head holds it above the intro), in every language: `{ '/dashboard': { en, si, ta } }`. A missing translation
 * fails the release.
 */
export const routeCardTitlesIn = (file, translationsDir) => frameTextsIn(file, translationsDir, 'cardTitle', 'card title');

/**
 * The intros of the pages in `file` that name one (`"intro": ["hsCodes.source", …]`, the paragraphs their first
 * card opens with), in every language: `{ '/hscodes': { en: [...], si: [...], ta: [...] } }`. The first frame
 * paints them in the card's place, so that a page whose largest paint is its note shows it before its code
 * arrives (docs/adr/0016-first-frame-before-the-shell.md). A missing translation fails the release.
 */
export const routeIntrosIn = (file, translationsDir) => frameTextsIn(file, translationsDir, 'intro', 'intro');

/** The texts of the pages that name the key (or keys) `field`, by pattern and language; `what` names one in an error. */
function frameTextsIn(file, translationsDir, field, what) {
  const translate = translator(file, translationsDir);
  const texts = {};
  for (const page of pagesIn(file)) {
    const keys = page[field];
    if (keys === undefined) continue;
    const one = (language, key) => translate(language, key, `the ${what} '${key}' of ${page.pattern}`);
    texts[page.pattern] = Object.fromEntries(
      LANGUAGES.map((language) => [language, Array.isArray(keys) ? keys.map((key) => one(language, key)) : one(language, keys)]),
    );
  }
  return texts;
}

/** What the first frame fills in: the year in Sri Lanka, as the pages give it to i18next (`{{year}}`). */
const FRAME_PLACEHOLDER = /^\{\{year\}\}$/;

/** A key's text in a language of the remote's translations; a missing one (named by `what`) throws. */
function translator(file, translationsDir) {
  const translations = Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(translationsDir, `${language}.json`), 'utf8'))]),
  );
  return (language, key, what) => {
    const text = translations[language][key];
    if (typeof text !== 'string') throw new Error(`${relative(ROOT, file)}: ${what} has no ${language} translation`);
    // The frame paints before any data: a text it paints may hold the year and nothing else drawn from it.
    const other = (text.match(/\{\{[^}]*\}\}/g) ?? []).find((placeholder) => !FRAME_PLACEHOLDER.test(placeholder));
    if (other) throw new Error(`${relative(ROOT, file)}: ${what} in ${language} holds ${other}, which the first frame cannot fill`);
    return text;
  };
}

const translationsOf = (id) => join(ROOT, id, 'src', 'i18n');
/** What the release writes into the registry for the first frame of the remote `id`'s pages: `{ headings, cardTitles, intros }`. */
export function routeFrameTexts(id) {
  const [file, dir] = [routeManifestFile(id), translationsOf(id)];
  return { headings: routeHeadingsIn(file, dir), cardTitles: routeCardTitlesIn(file, dir), intros: routeIntrosIn(file, dir) };
}
