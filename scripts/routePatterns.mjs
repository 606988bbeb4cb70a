// A remote's route patterns, read from its route manifest (src/routes.tsx) without running it: every
// object literal there with a `path` and a `page` is a page, and its `path` must be a string literal.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from './remotes.mjs';

export const routeManifestFile = (id) => join(ROOT, id, 'src', 'routes.tsx');

const propertyNamed = (object, name) =>
  object.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === name);

/** The patterns of the manifest in `file`, absolute (`/wasteData/view/:id`), in manifest order. */
export function routePatternsIn(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const patterns = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node) && propertyNamed(node, 'page')) {
      const path = propertyNamed(node, 'path');
      if (!path || !ts.isPropertyAssignment(path) || !ts.isStringLiteralLike(path.initializer)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        throw new Error(`${relative(ROOT, file)}:${line + 1}: a page's path must be a string literal`);
      }
      patterns.push(`/${path.initializer.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (patterns.length === 0) throw new Error(`${relative(ROOT, file)} declares no page`);
  return patterns;
}

export const routePatterns = (id) => routePatternsIn(routeManifestFile(id));
