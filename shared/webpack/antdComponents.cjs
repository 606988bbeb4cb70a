// antd shared one component at a time (docs/decisions.md, "antd by component"). The host bundles antd
// itself, tree-shaken, and provides every component to the share scope under `antd/es/<component>`; a remote
// takes them from there and never bundles antd, so every antd module (contexts, theme, styles) exists once
// in the page, and a page fetches only the components it draws.
const fs = require('node:fs');
const path = require('node:path');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');

const antdDir = path.dirname(require.resolve('antd/package.json'));
const antdVersion = require('antd/package.json').version;

/** antd's own list of its components, `export { default as Button } from './button'` in es/index.js. */
const ANTD_COMPONENTS = Object.fromEntries(
  [...fs.readFileSync(path.join(antdDir, 'es', 'index.js'), 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map(
    ([, name, dir]) => [name, dir],
  ),
);

/** The host's provides: each component module by its absolute path, so that the host provides all of them without consuming any. */
function provideAntdComponents(requiredVersion) {
  const provides = {};
  for (const dir of new Set(Object.values(ANTD_COMPONENTS))) {
    provides[path.join(antdDir, 'es', dir, 'index.js')] = { shareKey: `antd/es/${dir}`, version: antdVersion, singleton: true, requiredVersion };
  }
  return new ProvideSharedPlugin({ provides, shareScope: 'default' });
}

/** A remote's consumes: any `antd/es/<component>`, from the host only (no fallback of its own). */
const consumeAntdComponents = (requiredVersion, { standalone }) => ({
  'antd/': { singleton: true, requiredVersion, ...(standalone ? {} : { import: false }) },
});

module.exports = { ANTD_COMPONENTS, provideAntdComponents, consumeAntdComponents };
