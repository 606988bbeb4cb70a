// Brotli's and gzip's best settings, once at build time: the server sends these twins as they are
// (docs/adr/0217-static-files-precompressed.md), as those settings are far too slow for every request.
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// Text a browser fetches; images and fonts are compressed already. Below 1 KB the saving is not worth a file.
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|webmanifest|txt)$/;
const THRESHOLD = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const GZIP = { level: zlib.constants.Z_BEST_COMPRESSION };

/** A `.br` and a `.gz` beside every compressible file the compilation emits. */
function precompressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: THRESHOLD };
  return [
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', compressionOptions: BROTLI, filename: '[path][base].br' }),
    new CompressionPlugin({ ...common, algorithm: 'gzip', compressionOptions: GZIP, filename: '[path][base].gz' }),
  ];
}

/** The same twins for a file written after its compilation (the service worker once its precache list is in). */
function precompressFile(file) {
  const content = fs.readFileSync(file);
  if (content.length < THRESHOLD) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, BROTLI));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, GZIP));
}

module.exports = { precompressionPlugins, precompressFile };
