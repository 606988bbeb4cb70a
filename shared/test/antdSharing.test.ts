import { createRequire } from 'node:module';

// antd shared by component (docs/adr/0003-shared-singletons-provided-by-the-host.md): the import rewrite and
// who provides or consumes what. The webpack helpers are CommonJS without type declarations: loaded as such,
// their types written here.
const requireCommonJs = createRequire(__filename);
const { rewrite } = requireCommonJs('../webpack/componentImports.cjs') as { rewrite: (source: string) => string };
const { sharedDependencies, SINGLETONS } = requireCommonJs('../webpack/sharedDependencies.cjs') as {
  sharedDependencies: (app: { kind: 'host' | 'remote'; standalone?: boolean }) => Record<string, { import?: false }>;
  SINGLETONS: string[];
};

describe('antd imports split by component', () => {
  it('imports each component from its own module, keeping local names', () => {
    expect(rewrite('import { Button, Card as InfoCard, theme } from "antd";\nconsole.log(Button);')).toBe(
      'import Button from "antd/es/button";\nimport InfoCard from "antd/es/card";\nimport theme from "antd/es/theme";\nconsole.log(Button);',
    );
  });

  it("takes antd's ES locales rather than its CommonJS ones", () => {
    expect(rewrite('import siLK from "antd/locale/si_LK";')).toBe('import siLK from "antd/es/locale/si_LK";');
  });

  it('leaves other imports alone and refuses a name antd does not export', () => {
    expect(rewrite('import { useState } from "react";')).toBe('import { useState } from "react";');
    expect(() => rewrite('import { Buton } from "antd";')).toThrow('antd exports no component "Buton"');
  });
});

describe('who holds antd', () => {
  it('a remote takes every antd component from the host and bundles none (one antd in the page)', () => {
    const shared = sharedDependencies({ kind: 'remote' });
    expect(shared['antd/']).toMatchObject({ singleton: true, import: false });
    expect(shared).not.toHaveProperty('@ant-design/icons');
  });

  it("a remote's icons read the host's icon context and are drawn by the host's icon component (issue 41: no copy in a remote's first page)", () => {
    const shareKeys = Object.values(sharedDependencies({ kind: 'remote' }) as Record<string, { shareKey?: string; import?: false }>)
      .filter((consume) => consume.shareKey?.startsWith('@ant-design/icons/'))
      .map((consume) => [consume.shareKey, consume.import]);
    expect(shareKeys).toEqual([
      ['@ant-design/icons/es/components/Context', false],
      ['@ant-design/icons/es/components/AntdIconLight', false],
    ]);
  });

  it('a remote run on its own keeps its own copy, and the host consumes none (it provides them)', () => {
    expect(sharedDependencies({ kind: 'remote', standalone: true })['antd/']).not.toHaveProperty('import');
    expect(Object.keys(sharedDependencies({ kind: 'host' })).filter((name) => name.startsWith('antd'))).toEqual([]);
  });
});

describe('who holds the other singletons', () => {
  it('a remote takes each of them (and their subpaths, and the shared package) from the host and bundles none', () => {
    const shared = sharedDependencies({ kind: 'remote' });
    for (const name of [...SINGLETONS, 'react/', 'react-dom/', 'jotai/', '@waste/shared'])
      expect(shared[name]).toMatchObject({ singleton: true, import: false });
  });

  it('the host consumes none of them: it provides its own copies and uses them directly', () => {
    expect(sharedDependencies({ kind: 'host' })).toEqual({});
  });

  it('a remote run on its own bundles its own copies', () => {
    const shared = sharedDependencies({ kind: 'remote', standalone: true });
    for (const name of [...SINGLETONS, '@waste/shared']) expect(shared[name]).not.toHaveProperty('import');
  });
});
