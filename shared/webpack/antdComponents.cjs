// antd shared one component at a time (docs/adr/0003-shared-singletons-provided-by-the-host.md). The host bundles antd
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

/**
 * The icons' React context, which antd's ConfigProvider fills (the CSS layer, styles from the stylesheet). Each
 * app bundles the icons it draws, but a remote's icons must read the host's context: with a context of their
 * own they find it empty and each write an unlayered `.anticon { color: inherit }` into the page, which beats
 * every layered antd rule that colours an icon (a confirm dialog's warning icon, an alert's). Shared by the
 * file's path, as antd imports it: `./Context` inside the icons package has no package request to match.
 */
const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [antdDir] }));
const ICON_CONTEXT = { file: path.join(iconsDir, 'es', 'components', 'Context.js'), shareKey: '@ant-design/icons/es/components/Context' };
const iconsVersion = require(path.join(iconsDir, 'package.json')).version;

/** The host's provides: each component module by its absolute path, so that the host provides all of them without consuming any. */
function provideAntdComponents(requiredVersion) {
  const provides = {};
  for (const dir of new Set(Object.values(ANTD_COMPONENTS))) {
    provides[path.join(antdDir, 'es', dir, 'index.js')] = {
      shareKey: `antd/es/${dir}`,
      version: antdVersion,
      singleton: true,
      requiredVersion,
    };
  }
  provides[ICON_CONTEXT.file] = {
    shareKey: ICON_CONTEXT.shareKey,
    version: iconsVersion,
    singleton: true,
    requiredVersion: `^${iconsVersion}`,
  };
  return new ProvideSharedPlugin({ provides, shareScope: 'default' });
}

/** A remote's consumes: any `antd/es/<component>` and the icons' context, from the host only (no fallback of its own). */
const consumeAntdComponents = (requiredVersion, { standalone }) => {
  const hostOnly = standalone ? {} : { import: false };
  return {
    'antd/': { singleton: true, requiredVersion, ...hostOnly },
    [ICON_CONTEXT.file]: { shareKey: ICON_CONTEXT.shareKey, singleton: true, requiredVersion: `^${iconsVersion}`, ...hostOnly },
  };
};

module.exports = { ANTD_COMPONENTS, provideAntdComponents, consumeAntdComponents };
