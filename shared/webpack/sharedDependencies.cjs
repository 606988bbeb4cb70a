// The single list of federation singletons (DESIGN.md section 1). Versions come from the pnpm catalog,
// so a version bump in pnpm-workspace.yaml is the only place to change.
const fs = require('node:fs');
const path = require('node:path');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { parse: parseYaml } = require('yaml');
const { consumeAntdComponents } = require('./antdComponents.cjs');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@ant-design/cssinjs',
  // antd's date pickers take dayjs values: one copy, so that its plugins and instance checks hold.
  'dayjs',
  'i18next',
  'react-i18next',
  'axios',
  // One query cache: a remote's hooks must find the QueryClient the host provides.
  '@tanstack/react-query',
];

/**
 * Singletons the host provides as a facade (`src/facades/<name>.ts`): a module re-exporting only the names the
 * apps import. A provided module keeps every export, since a remote may use any: the router's data routers,
 * the query library's and react-i18next's unused parts were a third of the shell's packages file. Through the
 * facade the host's build leaves them out.
 */
const FACADES = Object.fromEntries(
  ['react-router-dom', '@tanstack/react-query', 'react-i18next'].map((name) => [
    name,
    path.join(__dirname, '..', 'src', 'facades', `${name.replace(/^@/, '').replace('/', '-')}.ts`),
  ]),
);

/** The version of a package as installed for the shared package (the catalog's range picks it). */
const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] })).version;

function readCatalog() {
  return parseYaml(fs.readFileSync(path.join(__dirname, '..', '..', 'pnpm-workspace.yaml'), 'utf8')).catalog ?? {};
}

/** Every shared singleton with the version ranges it must satisfy: the packages, their subpaths, the shared package. */
function singletonRanges() {
  const catalog = readCatalog();
  const ranges = {};
  for (const name of SINGLETONS) {
    if (!catalog[name]) throw new Error(`${name} is shared but has no version in the pnpm catalog`);
    ranges[name] = catalog[name];
  }
  // React 19 is imported through subpaths (react/jsx-runtime, react-dom/client), jotai through its own: share those too.
  ranges['react/'] = catalog.react;
  ranges['react-dom/'] = catalog['react-dom'];
  ranges['jotai/'] = catalog.jotai;
  ranges['@waste/shared'] = `^${require('../package.json').version}`;
  return ranges;
}

/**
 * The host provides every singleton and consumes none: it imports its own copies directly, which are the
 * ones it puts in the share scope, so one React (and the rest) is still all the page has, and the host's
 * start negotiates no versions, work the federation runtime would otherwise do on a phone's main thread
 * (docs/adr/0003-shared-singletons-provided-by-the-host.md). Versions come from the packages.
 */
function provideSingletons() {
  const provides = {};
  for (const [name, requiredVersion] of Object.entries(singletonRanges())) {
    if (FACADES[name]) provides[FACADES[name]] = { shareKey: name, version: installedVersion(name), singleton: true, requiredVersion };
    else provides[name] = { shareKey: name, singleton: true, requiredVersion };
  }
  return new ProvideSharedPlugin({ provides, shareScope: 'default' });
}

/**
 * @param {{ kind?: 'host' | 'remote', standalone?: boolean }} app The federation plugin's `shared`. The host:
 * nothing (provideSingletons and provideAntdComponents put its copies in the share scope). A remote consumes
 * every singleton and antd component from the host and bundles none of them; run on its own (standalone)
 * it keeps its own copies. Each app bundles the icons it draws; the component that draws them comes from the host (antdComponents.cjs).
 */
function sharedDependencies({ kind = 'host', standalone = false } = {}) {
  if (kind === 'host') return {};
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(singletonRanges()))
    shared[name] = { singleton: true, requiredVersion, ...(standalone ? {} : { import: false }) };
  return Object.assign(shared, consumeAntdComponents(readCatalog().antd, { standalone }));
}

module.exports = { sharedDependencies, provideSingletons, readCatalog, FACADES, SINGLETONS };
