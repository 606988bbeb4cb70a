import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// What the shell's first load holds (docs/adr/0017-shell-delivery.md): the modules the shell and the layout
// import statically, the shared package's index among them, and the antd components those import. Read
// from the sources, not a build: `import type` and `export type` fetch nothing, a lazy `import()` a chunk of its own.
const ROOT = resolve(__dirname, '..', '..');
const SHELL_ROOTS = ['host/src/bootstrap.tsx', 'host/src/layout/MainLayout.tsx'];
const WORKSPACE = { '@waste/shared': 'shared/src/index.ts', '@waste/shared/nextTask': 'shared/src/scheduling/nextTask.ts' };

/** antd components that draw no page's first frame and bring large dependencies with them. */
const NOT_IN_FIRST_LOAD = [
  'AutoComplete',
  'Calendar',
  'Cascader',
  'Collapse',
  'ColorPicker',
  'DatePicker',
  'Form',
  'Input',
  'InputNumber',
  'List',
  'Modal',
  'Pagination',
  'Select',
  'Table',
  'Tabs',
  'TimePicker',
  'Transfer',
  'Tree',
  'TreeSelect',
  'Upload',
];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
// A bare import, and the eager `import()` the shell starts with (in its own chunk, no request of its own).
const OTHER_IMPORTS = [/^\s*import\s+['"]([^'"]+)['"]/gm, /import\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*['"]([^'"]+)['"]\s*\)/g];

function resolveFile(from: string, request: string): string | undefined {
  const base =
    request in WORKSPACE
      ? join(ROOT, WORKSPACE[request as keyof typeof WORKSPACE])
      : request.startsWith('.')
        ? resolve(dirname(from), request)
        : request.startsWith('@/')
          ? join(ROOT, 'host', 'src', request.slice(2))
          : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/** The shell's static module graph: each first-party file, and the antd components it imports by name. */
function shellFirstLoad() {
  const files = new Map<string, string[]>();
  const pending = SHELL_ROOTS.map((file) => join(ROOT, file));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const antd: string[] = [];
    files.set(file, antd);
    for (const [, clause, request] of source.matchAll(STATIC_IMPORT)) {
      if (request === 'antd')
        for (const name of clause.replace(/[{}]/g, '').split(',')) {
          const imported = name.trim().split(/\s+as\s+/)[0];
          if (imported && !imported.startsWith('type ')) antd.push(imported);
        }
      const next = resolveFile(file, request);
      if (next) pending.push(next);
    }
    for (const [, request] of OTHER_IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)])) {
      const next = resolveFile(file, request);
      if (next) pending.push(next);
    }
  }
  return files;
}

describe("the shell's first load (ADR 0017)", () => {
  const files = shellFirstLoad();

  it('is read from the shell, the layout and the shared package', () => {
    const relative = [...files.keys()].map((file) => file.slice(ROOT.length + 1));
    expect(relative).toEqual(expect.arrayContaining(['host/src/app/App.tsx', 'host/src/layout/HeaderBar.tsx', 'shared/src/index.ts']));
    expect([...files.values()].flat()).toEqual(expect.arrayContaining(['Layout', 'Menu', 'Button']));
  });

  it('holds none of the heavy antd components: a page that draws one fetches it with its own code', () => {
    const heavy = [...files].flatMap(([file, antd]) =>
      antd.filter((name) => NOT_IN_FIRST_LOAD.includes(name)).map((name) => `${file.slice(ROOT.length + 1)}: ${name}`),
    );
    expect(heavy).toEqual([]);
  });
});
