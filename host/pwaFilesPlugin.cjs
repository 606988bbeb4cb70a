// Emits the web app manifest and its PNG icons, drawn from pwa/icon.svg, into the host's build: what makes
// the product installable on a phone's home screen (docs/adr/0273-installable-with-workbox.md).
const fs = require('node:fs');
const path = require('node:path');
const { Resvg } = require('@resvg/resvg-js');
const { Compilation, sources } = require('webpack');

const THEME_COLOUR = '#1668dc';
const ICON_SVG = path.join(__dirname, 'pwa', 'icon.svg');
// The drawing keeps its glyph inside the maskable safe zone, so one drawing serves both purposes.
const ICONS = [
  { src: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { src: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

const pngOf = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

class PwaFilesPlugin {
  constructor({ name, shortName }) {
    this.name = name;
    this.shortName = shortName;
  }

  manifest() {
    return {
      id: '/',
      name: this.name,
      short_name: this.shortName,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: ICONS.map(({ src, size, purpose }) => ({ src: `/${src}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.fileDependencies.add(ICON_SVG);
      compilation.hooks.processAssets.tap({ name: 'PwaFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const svg = fs.readFileSync(ICON_SVG);
        for (const { src, size } of ICONS) compilation.emitAsset(src, new sources.RawSource(pngOf(svg, size)));
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(JSON.stringify(this.manifest(), null, 2)));
      });
    });
  }
}

module.exports = { PwaFilesPlugin, THEME_COLOUR };
