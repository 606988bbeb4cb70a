// `pnpm dev`: the host and every remote rebuilt in watch mode (remotes into releases/<id>/dev, which the
// registry then points at), and the server restarted on change. Reload the page to see a change.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pointRegistryAt } from './registry.mjs';
import { DEV_VERSION, RELEASES_DIR, REMOTE_IDS, ROOT } from './remotes.mjs';

const children = [];
const run = (args, cwd, env = process.env) => children.push(spawn('pnpm', args, { cwd, stdio: 'inherit', env }));

run(['exec', 'webpack', '--mode', 'development', '--watch'], join(ROOT, 'host'));
for (const id of REMOTE_IDS) {
  pointRegistryAt(id, DEV_VERSION, { record: false });
  run(['exec', 'webpack', '--mode', 'development', '--watch', '--env', `outputPath=${join(RELEASES_DIR, id, DEV_VERSION)}`], join(ROOT, id));
}
run(['exec', 'tsx', 'watch', 'src/server.ts'], join(ROOT, 'server'), { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data') });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
