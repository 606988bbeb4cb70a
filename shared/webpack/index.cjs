// One webpack configuration for the host and every remote: swc for TypeScript, swc as minifier,
// module federation with the shared singletons, content-hashed chunks and an unhashed entry.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BannerPlugin, Compilation } = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { provideAntdComponents } = require('./antdComponents.cjs');
const { precompressFile, precompressionPlugins } = require('./precompress.cjs');
const { provideSingletons, readCatalog, sharedDependencies } = require('./sharedDependencies.cjs');

const swcLoader = {
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
};

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  // Loaders run last to first: swc strips the types, then antd imports are split by component.
  use: [require.resolve('./componentImports.cjs'), swcLoader],
};

/**
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string,string>, title?: string, themeColour?: string }} app
 * `themeColour`: the page links the web app manifest and icons the app emits (the host: pwaFilesPlugin.cjs).
 */
function createAppConfig(app) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const isHost = app.kind === 'host';
    const standalone = Boolean(env.standalone);
    const outputPath = env.outputPath ? path.resolve(env.outputPath) : path.join(app.dir, 'dist');
    const withPage = isHost || standalone;
    return {
      mode: production ? 'production' : 'development',
      // No source maps in production: served publicly, they would hand out the whole source.
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: withPage ? { main: './src/index.ts' } : {},
      context: app.dir,
      output: {
        path: outputPath,
        // The federation runtime needs stable entry names; only chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
      },
      // `@/` is the app's own `src/` (its tsconfig paths); the shared package keeps relative imports, as every app compiles it.
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { '@': path.join(app.dir, 'src') } },
      module: {
        rules: [swcRule],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      experiments: { topLevelAwait: true },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          shared: sharedDependencies({ kind: app.kind, standalone }),
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
        }),
        ...(isHost ? [provideSingletons(), provideAntdComponents(readCatalog().antd)] : []),
        // V8 compiles every function of a file with this hint while the file streams in, off the main thread,
        // instead of on first call on it: a chunk is fetched because its code is about to run
        // (docs/adr/0017-shell-delivery.md). After minification (which drops comments), before the content hash.
        ...(production
          ? [
              new BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
              }),
              ...precompressionPlugins(),
            ]
          : []),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: app.title ?? app.name,
                themeColour: app.themeColour,
                chunks: ['main'],
              }),
            ]
          : []),
      ],
      devServer: {
        port: Number(env.port ?? 3001),
        historyApiFallback: true,
        proxy: [{ context: ['/api'], target: env.api ?? 'http://localhost:8080' }],
      },
      stats: 'errors-warnings',
    };
  };
}

/** A remote's name and roles live in its package.json (`federation`), read here and by the release script. */
function createRemoteConfig(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  return createAppConfig({
    dir,
    name: pkg.federation.name,
    kind: 'remote',
    exposes: { './module': './src/module.tsx' },
    title: `${pkg.name} (standalone)`,
  });
}

module.exports = { createAppConfig, createRemoteConfig, precompressFile, sharedDependencies };
