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
 * The icons' modules every icon goes through, from the host. Each app bundles the icons it draws (their SVG
 * definitions), but a remote's icons must read the host's React context, which antd's ConfigProvider fills (the
 * CSS layer, styles from the stylesheet): with a context of their own they find it empty and each write an
 * unlayered `.anticon { color: inherit }` into the page, which beats every layered antd rule that colours an icon
 * (a confirm dialog's warning icon, an alert's). The component that draws every icon (`AntdIconLight`, with its
 * style insertion) comes from the host too, so a remote's first page does not carry a copy (issue 41). Shared by
 * the file's path, as the icons import them: `../components/AntdIconLight` has no package request to match.
 */
const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [antdDir] }));
const iconsVersion = require(path.join(iconsDir, 'package.json')).version;
const ICON_MODULES = ['Context', 'AntdIconLight'].map((name) => ({
  file: path.join(iconsDir, 'es', 'components', `${name}.js`),
  shareKey: `@ant-design/icons/es/components/${name}`,
}));

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
  for (const icon of ICON_MODULES)
    provides[icon.file] = { shareKey: icon.shareKey, version: iconsVersion, singleton: true, requiredVersion: `^${iconsVersion}` };
  return new ProvideSharedPlugin({ provides, shareScope: 'default' });
}

/** A remote's consumes: any `antd/es/<component>` and the icons' shared modules, from the host only (no fallback of its own). */
const consumeAntdComponents = (requiredVersion, { standalone }) => {
  const hostOnly = standalone ? {} : { import: false };
  const consumes = { 'antd/': { singleton: true, requiredVersion, ...hostOnly } };
  for (const icon of ICON_MODULES)
    consumes[icon.file] = { shareKey: icon.shareKey, singleton: true, requiredVersion: `^${iconsVersion}`, ...hostOnly };
  return consumes;
};

module.exports = { ANTD_COMPONENTS, provideAntdComponents, consumeAntdComponents };
