// Writes the list of the shell's JavaScript files that a page prefetches once idle, the quick sign-in page and
// the shell alike (src/shellFiles/prefetchShellFiles.ts): the chunks of `import('./bootstrap')`, the shared
// modules they consume (their fallback chunks) and the lazy chunks of `follow` (the layout, the other public
// pages, the shared package's deferred components). Not the lazy pages inside the layout (template, calendar,
// charts): those load when opened. Written after the real content hashes.
const { Compilation, sources } = require('webpack');

class ShellFilesPlugin {
  constructor({ from, follow, fileName }) {
    this.from = from;
    this.follow = follow;
    this.fileName = fileName;
  }

  /** A shared module's fallback, or a lazy chunk of the modules named in `follow`. */
  wanted(module) {
    if (!module) return false;
    if (module.constructor.name === 'ConsumeSharedModule') return true;
    const resource = module.resource ?? module.rootModule?.resource ?? '';
    return this.follow.some((name) => resource.replaceAll('\\', '/').endsWith(name));
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const roots = [...compilation.chunkGroups].filter((group) => group.origins.some((origin) => origin.request === this.from));
        if (roots.length === 0) throw new Error(`ShellFilesPlugin: no chunk group is loaded by import('${this.from}')`);
        const seen = new Set();
        const files = new Set();
        const visit = (group) => {
          if (seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js') && file !== 'main.js') files.add(file);
          for (const child of group.getChildren()) if (child.origins.some((origin) => this.wanted(origin.module))) visit(child);
        };
        roots.forEach(visit);
        compilation.emitAsset(this.fileName, new sources.RawSource(JSON.stringify([...files].sort())));
      });
    });
  }
}

module.exports = { ShellFilesPlugin };
