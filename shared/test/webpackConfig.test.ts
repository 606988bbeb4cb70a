import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';

// The factory is CommonJS used by every package's webpack.config.cjs, without type declarations: loaded as
// such, its type written here.
const load = createRequire(__filename);
const { createAppConfig } = load('../webpack/index.cjs') as {
  createAppConfig: (app: {
    dir: string;
    name: string;
    kind: 'host' | 'remote';
  }) => (env: object, argv: { mode?: string }) => { devtool: unknown; plugins: object[] };
};
const CompressionPlugin = load('compression-webpack-plugin') as new () => { options: object };

describe('the webpack factory', () => {
  const app = { dir: path.join(__dirname, '..'), name: 'probe', kind: 'remote' as const };

  it('emits no source maps in production builds, which are served publicly', () => {
    expect(createAppConfig(app)({}, { mode: 'production' }).devtool).toBe(false);
    expect(createAppConfig(app)({}, {}).devtool).toBe(false);
  });

  it('keeps them for development', () => {
    expect(createAppConfig(app)({}, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
  });

  // The server sends these twins as they are (docs/adr/0217-static-files-precompressed.md).
  it('writes a brotli and a gzip twin at their best settings beside each file in production builds only', () => {
    const twins = (mode?: string) =>
      createAppConfig(app)({}, { mode })
        .plugins.filter((plugin) => plugin instanceof CompressionPlugin)
        .map((plugin) => plugin.options);
    expect(twins('production')).toEqual([
      expect.objectContaining({
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
        filename: '[path][base].br',
      }),
      expect.objectContaining({ algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    ]);
    expect(twins('development')).toEqual([]);
  });
});
