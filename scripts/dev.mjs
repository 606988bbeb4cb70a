// `pnpm dev`: the host and every remote rebuilt in watch mode (remotes into releases/<id>/dev, which the
// registry then points at, with the route patterns of each manifest), and the server restarted on change.
// Reload the page to see a change.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { pointRegistryAt } from './registry.mjs';
import { DEV_VERSION, RELEASES_DIR, REMOTE_IDS, ROOT } from './remotes.mjs';
import { routeFrameTexts, routeManifestFile, routePatterns } from './routePatterns.mjs';

const children = [];
const run = (args, cwd, env = process.env) => children.push(spawn('pnpm', args, { cwd, stdio: 'inherit', env }));

run(['exec', 'webpack', '--mode', 'development', '--watch'], join(ROOT, 'host'));
for (const id of REMOTE_IDS) {
  const point = () => pointRegistryAt(id, DEV_VERSION, { record: false, routes: routePatterns(id), frameTexts: routeFrameTexts(id) });
  point();
  // A page added to the manifest is a layout route on the next reload, as a release would make it.
  watch(routeManifestFile(id), () => {
    try {
      point();
    } catch (error) {
      console.error(error.message);
    }
  });
  run(
    ['exec', 'webpack', '--mode', 'development', '--watch', '--env', `outputPath=${join(RELEASES_DIR, id, DEV_VERSION)}`],
    join(ROOT, id),
  );
}
run(['exec', 'tsx', 'watch', 'src/server.ts'], join(ROOT, 'server'), {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data'),
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
