const { createAppConfig } = require('@waste/shared/webpack');
const { ShellFilesPlugin } = require('./shellFilesPlugin.cjs');
const { ShellVendors } = require('./shellVendors.cjs');
const { PwaFilesPlugin, THEME_COLOUR } = require('./pwaFilesPlugin.cjs');
const { serviceWorkerConfig } = require('./serviceWorker.cjs');

const TITLE = 'National Plastic Waste Dashboard';
const appConfig = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: TITLE, themeColour: THEME_COLOUR });

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // antd's stylesheet (src/settings/antdStylesheet.ts): emitted in parts with hashed names, in the antd layer.
  config.module.rules.push({
    test: /[\\/]antd[\\/]dist[\\/]antd\.css$/,
    type: 'javascript/auto',
    use: [require.resolve('./antdStylesheetLoader.cjs')],
  });
  const shellVendors = new ShellVendors({ from: './bootstrap', layout: '../layout/MainLayout' });
  config.optimization.splitChunks = { cacheGroups: { shellVendors: shellVendors.cacheGroup() } };
  config.plugins.push(
    shellVendors,
    new ShellFilesPlugin({
      from: './bootstrap',
      follow: ['host/src/app/shellPages.ts', 'shared/src/deferredComponents.ts', 'shared/src/i18n/instance.ts'],
      fileName: 'shell-files.json',
    }),
    new PwaFilesPlugin({ name: TITLE, shortName: 'Plastic Waste LK' }),
  );
  config.name = 'host';
  // No service worker in development: it would answer the dev server's rebuilt files from its caches.
  return config.mode === 'production' ? [config, serviceWorkerConfig(config)] : config;
};
