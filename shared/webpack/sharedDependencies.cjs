// The single list of federation singletons (DESIGN.md section 1). Versions come from the pnpm catalog,
// so a version bump in pnpm-workspace.yaml is the only place to change.
const fs = require('node:fs');
const path = require('node:path');
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

function readCatalog() {
  const yaml = fs.readFileSync(path.join(__dirname, '..', '..', 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^catalog:\s*$/m)[1] ?? '';
  const catalog = {};
  for (const line of block.split('\n')) {
    if (/^\S/.test(line)) break;
    const match = line.match(/^\s+"?([^":]+)"?:\s*(\S+)/);
    if (match) catalog[match[1]] = match[2];
  }
  return catalog;
}

/**
 * @param {{ kind?: 'host' | 'remote', standalone?: boolean }} app antd: the host provides it by component
 * (antdComponents.cjs), a remote consumes it. Icons are not shared: they hold no state, and each app
 * bundles the few it draws rather than fetching all of them.
 */
function sharedDependencies({ kind = 'host', standalone = false } = {}) {
  const catalog = readCatalog();
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = catalog[name];
    if (!requiredVersion) throw new Error(`${name} is shared but has no version in the pnpm catalog`);
    shared[name] = { singleton: true, requiredVersion };
  }
  // React 19 is imported through subpaths (react/jsx-runtime, react-dom/client): share those too.
  shared['react/'] = { singleton: true, requiredVersion: catalog.react };
  shared['react-dom/'] = { singleton: true, requiredVersion: catalog['react-dom'] };
  shared['jotai/'] = { singleton: true, requiredVersion: catalog.jotai };
  if (kind === 'remote') Object.assign(shared, consumeAntdComponents(catalog.antd, { standalone }));
  const ownVersion = require('../package.json').version;
  shared['@waste/shared'] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  return shared;
}

module.exports = { sharedDependencies, readCatalog, SINGLETONS };
