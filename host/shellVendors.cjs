// A few files for the packages the shell needs before it draws a layout page (docs/adr/0017-shell-delivery.md).
// Left to webpack's defaults they came as many small chunks, one per shared module and per combination of antd
// components that share a dependency: each is a script the federation runtime appends, main-thread work in
// the shell's start, and a request on a phone's few connections.

/** The shell's chunk groups: those of `import(from)`, of the layout, and the shared modules they consume. */
function shellChunks(compilation, { from, layout }) {
  const chunks = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) chunks.add(chunk);
    for (const child of group.getChildren()) {
      if (child.origins.some((origin) => origin.module?.constructor.name === 'ConsumeSharedModule' || origin.request === layout))
        visit(child);
    }
  };
  for (const group of compilation.chunkGroups) if (group.origins.some((origin) => origin.request === from)) visit(group);
  if (chunks.size === 0) throw new Error(`shellVendors: no chunk group is loaded by import('${from}')`);
  return chunks;
}

const fromNodeModules = (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '');

// A file per family, not one: each script's compiled code is finalised on the main thread in a task of its
// own (with compile hints, every function of it), and one file of every package made that a long task.
const FAMILIES = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['antd', /[\\/]node_modules[\\/](antd|@ant-design[\\/][\w-]+|@rc-component[\\/][\w-]+|rc-[\w-]+|@emotion[\\/][\w-]+|stylis)[\\/]/],
];
const familyOf = (module) => FAMILIES.find(([, test]) => test.test(module.nameForCondition?.() ?? ''))?.[0] ?? 'libs';

/**
 * A split-chunks cache group taking every package module that one of the shell's chunks holds, and the
 * plugin that lets it see the compilation's chunk groups.
 */
class ShellVendors {
  constructor({ from, layout, name = 'shell-vendors' }) {
    this.options = { from, layout };
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellVendors', (compilation) => {
      this.compilation = compilation;
      this.chunks = undefined;
    });
  }

  cacheGroup() {
    return {
      name: (module) => `${this.name}-${familyOf(module)}`,
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module, { chunkGraph }) => {
        if (!fromNodeModules(module)) return false;
        this.chunks ??= shellChunks(this.compilation, this.options);
        for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (this.chunks.has(chunk)) return true;
        return false;
      },
    };
  }
}

module.exports = { ShellVendors };
