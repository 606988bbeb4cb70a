// `pnpm start`: build what is missing, then run the one server (API, host, remotes, registry).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ROOT } from './remotes.mjs';

buildAll();
const server = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'server.js')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
