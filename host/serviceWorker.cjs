// The service worker (src/sw/serviceWorker.ts) is a bundle of its own, built after the host: Workbox's
// webpack plugin inside the host's compilation broke its minification, and the precache list must name the
// host's final files. workbox-build's injectManifest writes that list into the built sw.js
// (docs/adr/0273-installable-with-workbox.md).
const fs = require('node:fs');
const path = require('node:path');
const { injectManifest } = require('workbox-build');
const { precompressFile } = require('@waste/shared/webpack');

// The shell a page needs to open offline: the page, its entry and stylesheets, the manifest and icons.
const SHELL_PATTERNS = ['index.html', 'main.js', '*.css', 'shell-files.json', 'manifest.webmanifest', 'icons/*.png'];

class InjectPrecacheListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheListPlugin', async () => {
      const dist = compiler.options.output.path;
      const sw = path.join(dist, 'sw.js');
      // The shell's chunks, as the host's build listed them (shellFilesPlugin.cjs).
      const shellFiles = JSON.parse(fs.readFileSync(path.join(dist, 'shell-files.json'), 'utf8'));
      const { warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: dist,
        globPatterns: [...SHELL_PATTERNS, ...shellFiles],
        // Content-hashed names need no revision of their own.
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
      });
      for (const warning of warnings) compiler.getInfrastructureLogger('InjectPrecacheListPlugin').warn(warning);
      // Its twins are made from the final file, list included (the host's own are made by its compilation).
      precompressFile(sw);
    });
  }
}

/** Built after `host` (webpack.config.js), into its output folder, which this build must not clean. */
function serviceWorkerConfig(host) {
  return {
    name: 'service-worker',
    dependencies: [host.name],
    mode: host.mode,
    devtool: false,
    context: host.context,
    target: 'webworker',
    entry: { sw: './src/sw/serviceWorker.ts' },
    output: { path: host.output.path, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: host.module.rules },
    optimization: { minimize: true, minimizer: host.optimization.minimizer },
    plugins: [new InjectPrecacheListPlugin()],
    stats: 'errors-warnings',
  };
}

module.exports = { serviceWorkerConfig };
