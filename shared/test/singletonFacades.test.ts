import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

// The host provides some singletons as a facade of the names the apps import
// (docs/adr/0003-shared-singletons-provided-by-the-host.md): a name missing from it is undefined in a remote at
// run time, and a name it keeps that nobody imports is shell code for nothing. Read from every app's source.
const requireCommonJs = createRequire(__filename);
const { FACADES } = requireCommonJs('../webpack/sharedDependencies.cjs') as { FACADES: Record<string, string> };

const ROOT = join(__dirname, '..', '..');
const APP_SOURCES = ['host', 'shared', 'remote-admin', 'remote-customs', 'remote-local-authority', 'remote-recycler'].map((app) =>
  join(ROOT, app, 'src'),
);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Every way a file takes a value from `packageName`: named imports by name, `default`, `*`, or `import()`. */
function valuesTaken(file: ts.SourceFile, packageName: string): string[] {
  const taken: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && (node.moduleSpecifier as ts.StringLiteral).text === packageName) {
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) taken.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) taken.push('*');
        else
          for (const element of bindings?.elements ?? []) if (!element.isTypeOnly) taken.push((element.propertyName ?? element.name).text);
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && (node.moduleSpecifier as ts.StringLiteral).text === packageName) {
      taken.push('re-export');
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === packageName
    ) {
      taken.push('import()');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return taken;
}

function facadeExports(file: string): string[] {
  return parse(file).statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

const appFiles = APP_SOURCES.flatMap(sourceFiles)
  .filter((file) => !Object.values(FACADES).includes(file))
  .map(parse);

describe.each(Object.entries(FACADES))('the facade of %s', (packageName, facadeFile) => {
  const taken = appFiles.flatMap((file) => valuesTaken(file, packageName).map((name) => ({ name, file: file.fileName })));

  it('takes names from it only by name (a namespace, default, re-export or import() would need all of it)', () => {
    expect(taken.filter(({ name }) => ['*', 'default', 're-export', 'import()'].includes(name))).toEqual([]);
  });

  it('exports exactly the names the apps import', () => {
    expect(facadeExports(facadeFile).sort()).toEqual([...new Set(taken.map(({ name }) => name))].sort());
  });
});
