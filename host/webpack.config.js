const { createAppConfig } = require('@waste/shared/webpack');
const { ShellFilesPlugin } = require('./shellFilesPlugin.cjs');
const { ShellVendors } = require('./shellVendors.cjs');

const appConfig = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'National Plastic Waste Dashboard' });

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  const shellVendors = new ShellVendors({ from: './bootstrap', layout: '../layout/MainLayout' });
  config.optimization.splitChunks = { cacheGroups: { shellVendors: shellVendors.cacheGroup() } };
  config.plugins.push(shellVendors, new ShellFilesPlugin({ from: './bootstrap', follow: ['host/src/app/shellPages.ts', 'shared/src/deferredComponents.ts'], fileName: 'shell-files.json' }));
  return config;
};
