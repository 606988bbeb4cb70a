// A remote's route patterns and page headings, read from its route manifest (src/routes.tsx) without running
// it: every object literal there with a `path` and a `page` is a page, and its `path` (and `heading`, where
// given) must be a string literal.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from './remotes.mjs';

export const routeManifestFile = (id) => join(ROOT, id, 'src', 'routes.tsx');

const propertyNamed = (object, name) =>
  object.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === name);

/** The pages of the manifest in `file`: `{ pattern, heading? }`, the pattern absolute (`/wasteData/view/:id`), in manifest order. */
function pagesIn(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pages = [];
  const literal = (node, name) => {
    const property = propertyNamed(node, name);
    if (!property) return undefined;
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      throw new Error(`${relative(ROOT, file)}:${line + 1}: a page's ${name} must be a string literal`);
    }
    return property.initializer.text;
  };
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node) && propertyNamed(node, 'page')) {
      const path = literal(node, 'path');
      if (path === undefined) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        throw new Error(`${relative(ROOT, file)}:${line + 1}: a page's path must be a string literal`);
      }
      pages.push({ pattern: `/${path}`, heading: literal(node, 'heading') });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (pages.length === 0) throw new Error(`${relative(ROOT, file)} declares no page`);
  return pages;
}

/** The patterns of the manifest in `file`, absolute (`/wasteData/view/:id`), in manifest order. */
export const routePatternsIn = (file) => pagesIn(file).map((page) => page.pattern);

export const routePatterns = (id) => routePatternsIn(routeManifestFile(id));

const LANGUAGES = ['en', 'si', 'ta'];

/**
 * The headings of the pages in `file` that name one (`heading: 'dashboard.title'`), in every language, from
 * the remote's translations in `translationsDir` (`en.json`, `si.json`, `ta.json`): `{ '/dashboard': { en, si, ta } }`.
 * The host paints them before the remote has loaded (host/src/firstFrame/). A missing translation fails the release.
 */
export function routeHeadingsIn(file, translationsDir) {
  const translations = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(translationsDir, `${language}.json`), 'utf8'))]));
  const headings = {};
  for (const { pattern, heading } of pagesIn(file)) {
    if (heading === undefined) continue;
    headings[pattern] = Object.fromEntries(
      LANGUAGES.map((language) => {
        const text = translations[language][heading];
        if (typeof text !== 'string') throw new Error(`${relative(ROOT, file)}: the heading '${heading}' of ${pattern} has no ${language} translation`);
        return [language, text];
      }),
    );
  }
  return headings;
}

export const routeHeadings = (id) => routeHeadingsIn(routeManifestFile(id), join(ROOT, id, 'src', 'i18n'));
