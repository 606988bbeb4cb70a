import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// DESIGN.md section 1: no imports across remotes or across a remote's features, `shared` imports from no
// app, the server from no frontend package, and the host calls no domain API. Checked here, not hoped.
const ROOT = join(__dirname, '..', '..');
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('remote-') && existsSync(join(ROOT, name, 'package.json')));
const PACKAGES = ['host', 'shared', 'server', ...REMOTES];
const FRONTEND = new Set(['host', 'shared', ...REMOTES]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * API endpoints the host may call: sign-in and account, its calendar, the bell's notifications and the role
 * switcher's look-ups (DESIGN.md: the host has no domain screens and no domain API calls).
 */
const HOST_API_PREFIXES = ['/auth/', '/users/me/', '/calendar/', '/notifications/'];
const HOST_API_CALLS = new Set([
  '/users/me',
  '/notifications',
  '/local-authority/search-la',
  '/local-authority/get-la-info',
  '/recycler/search',
]);
/** First segments of the API (spec section 7 and `server/src/routes/<domain>`). */
const API_DOMAINS = new Set([
  'auth',
  'users',
  'calendar',
  'local-authority',
  'mfa',
  'sampath-piyasa',
  'recycler',
  'master-data',
  'customs',
  'customs-log',
  'hscode',
  'sector',
  ...readdirSync(join(ROOT, 'server/src/routes')),
]);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** `host`, `shared`, `server`, a remote's folder, or null for anything else (a library, e2e, scripts). */
function packageOf(path: string): string | null {
  const top = path.split('/')[0];
  return PACKAGES.includes(top) ? top : null;
}

/** `remote-x/src/features/<name>` of a path inside a remote's features, or null. */
function featureOf(path: string): string | null {
  const match = /^(remote-[^/]+\/src\/features\/[^/]+)\//.exec(path);
  return match ? match[1] : null;
}

/** The repository path an import specifier points at (relative to the root), or a workspace package's folder. */
function importTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith('.'))
    return relative(ROOT, resolve(ROOT, dirname(file), specifier))
      .split(sep)
      .join('/');
  const workspace = /^@waste\/([^/]+)/.exec(specifier);
  return workspace && PACKAGES.includes(workspace[1]) ? `${workspace[1]}/` : null;
}

function importsOf(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteralLike(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier);
    }
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequireOrMock = ts.isIdentifier(callee)
        ? callee.text === 'require'
        : ts.isPropertyAccessExpression(callee) && callee.getText(source) === 'jest.mock';
      if (isImport || isRequireOrMock) found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Text of string literals and of template heads: the shape an API path takes in a call. */
function stringsOf(source: ts.SourceFile): { node: ts.Node; text: string }[] {
  const found: { node: ts.Node; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) found.push({ node, text: node.text });
    if (ts.isTemplateExpression(node)) found.push({ node, text: node.head.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isDomainApiCall(text: string): boolean {
  const path = text.replace(/^\/api\/v1(?=\/)/, '').split('?')[0];
  const domain = /^\/([a-z-]+)\//.exec(path)?.[1];
  if (!domain || !API_DOMAINS.has(domain)) return false;
  return !HOST_API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !HOST_API_CALLS.has(path);
}

/** Every broken rule in one file, given its path relative to the repository root and its text. */
function boundaryViolations(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const from = packageOf(file);
  const fromFeature = featureOf(file);
  const violations: string[] = [];
  for (const specifier of importsOf(source)) {
    const target = importTarget(file, specifier.text);
    const to = target && packageOf(target);
    if (!to || to === from) {
      const toFeature = target && featureOf(`${target}/`);
      if (fromFeature && toFeature && toFeature !== fromFeature)
        violations.push(`${where(specifier)} feature imports another feature: ${specifier.text}`);
      continue;
    }
    const remoteToRemote = from?.startsWith('remote-') && to.startsWith('remote-');
    const appToApp = (from === 'host' && to.startsWith('remote-')) || (from?.startsWith('remote-') && to === 'host');
    if (remoteToRemote || appToApp) violations.push(`${where(specifier)} ${from} imports from ${to}: ${specifier.text}`);
    if (from === 'shared' && to !== 'shared') violations.push(`${where(specifier)} shared imports from an app (${to}): ${specifier.text}`);
    if (from === 'server' && FRONTEND.has(to))
      violations.push(`${where(specifier)} the server imports a frontend package (${to}): ${specifier.text}`);
  }
  if (from === 'host' && file.startsWith('host/src/')) {
    for (const { node, text: value } of stringsOf(source)) {
      if (isDomainApiCall(value)) violations.push(`${where(node)} the host calls a domain API: ${value}`);
    }
  }
  return violations;
}

describe('import boundaries (DESIGN.md section 1)', () => {
  const files = PACKAGES.flatMap((name) => ['src', 'test'].flatMap((dir) => sourceFiles(join(ROOT, name, dir))));

  it('reads the sources and tests of the host, shared, the server and every remote', () => {
    for (const name of PACKAGES) expect(files.some((file) => file.startsWith(join(ROOT, name, 'src')))).toBe(true);
    expect(REMOTES.length).toBeGreaterThanOrEqual(4);
  });

  it('holds everywhere', () => {
    const violations = files.flatMap((file) => boundaryViolations(relative(ROOT, file).split(sep).join('/'), readFileSync(file, 'utf8')));
    expect(violations).toEqual([]);
  });

  it.each([
    ['remote-admin/src/routes.tsx', "import { x } from '../../remote-customs/src/module';", 'remote-admin imports from remote-customs'],
    ['remote-admin/src/module.tsx', "const m = await import('@waste/remote-recycler');", 'remote-admin imports from remote-recycler'],
    ['remote-admin/test/menus.test.ts', "jest.mock('../../remote-customs/src/routes');", 'remote-admin imports from remote-customs'],
    [
      'remote-customs/src/features/hsCodes/components/A.tsx',
      "import { B } from '../../dataLog/components/B';",
      'feature imports another feature',
    ],
    ['shared/src/ui/X.tsx', "import { App } from '../../../host/src/app/App';", 'shared imports from an app (host)'],
    ['shared/src/ui/Y.ts', "export { z } from '@waste/remote-admin';", 'shared imports from an app (remote-admin)'],
    ['server/src/routes/auth/index.ts', "import { ROLE } from '@waste/shared';", 'the server imports a frontend package (shared)'],
    ['server/src/app.ts', "const s = require('../../shared/src/constants');", 'the server imports a frontend package (shared)'],
    ['host/test/pages.test.tsx', "import m from '../../remote-admin/src/module';", 'host imports from remote-admin'],
    [
      'host/src/x/api/insert.ts',
      "apiClient.post('/local-authority/insert/la-waste-data', body);",
      'the host calls a domain API: /local-authority/insert/la-waste-data',
    ],
    ['host/src/x/api/search.ts', 'apiClient.post(`/customs/search?type=${type}`);', 'the host calls a domain API: /customs/search?type='],
    ['host/src/x/api/view.ts', "fetch('/api/v1/mfa/diagram-la');", 'the host calls a domain API: /api/v1/mfa/diagram-la'],
  ])('would catch %s: %s', (file, text, message) => {
    expect(boundaryViolations(file, text)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['remote-admin/src/features/a/components/A.tsx', "import { b } from '../api/b';\nimport { PageFrame } from '@waste/shared';"],
    ['remote-local-authority/src/pages/Dashboard.tsx', "import { A } from '../features/a/A';\nimport { B } from '../features/b/B';"],
    [
      'host/src/account/api/x.ts',
      "apiClient.post('/auth/signup'); apiClient.get(`/calendar/events/${id}`); apiClient.put('/users/me/profile');",
    ],
    [
      'host/src/roleSwitcher/api/x.ts',
      "apiClient.post('/local-authority/search-la'); apiClient.get('/local-authority/get-la-info'); apiClient.post('/recycler/search');",
    ],
    ['host/src/layout/x.tsx', "navigate('/customs'); navigate('/wasteData/addData');"],
    ['server/src/app.ts', "import Fastify from 'fastify';"],
  ])('lets %s through', (file, text) => {
    expect(boundaryViolations(file, text)).toEqual([]);
  });
});
