const { createAppConfig } = require('@waste/shared/webpack');
const { ShellFilesPlugin } = require('./shellFilesPlugin.cjs');

const appConfig = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'National Plastic Waste Dashboard' });

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  config.plugins.push(new ShellFilesPlugin({ from: './bootstrap', follow: ['src/app/shellPages.ts'], fileName: 'shell-files.json' }));
  return config;
};
