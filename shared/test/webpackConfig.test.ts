import { createRequire } from 'node:module';
import path from 'node:path';

// The factory is CommonJS used by every package's webpack.config.cjs, without type declarations: loaded as
// such, its type written here.
const { createAppConfig } = createRequire(__filename)('../webpack/index.cjs') as {
  createAppConfig: (app: {
    dir: string;
    name: string;
    kind: 'host' | 'remote';
  }) => (env: object, argv: { mode?: string }) => { devtool: unknown };
};

describe('the webpack factory', () => {
  const app = { dir: path.join(__dirname, '..'), name: 'probe', kind: 'remote' as const };

  it('emits no source maps in production builds, which are served publicly', () => {
    expect(createAppConfig(app)({}, { mode: 'production' }).devtool).toBe(false);
    expect(createAppConfig(app)({}, {}).devtool).toBe(false);
  });

  it('keeps them for development', () => {
    expect(createAppConfig(app)({}, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
  });
});
