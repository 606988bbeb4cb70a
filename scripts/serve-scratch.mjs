// Starts the built product on a scratch database and a scratch copy of the remote releases (for the e2e
// suite and the benchmarks), so that release tests never touch the developer's own ./data or ./releases.
// Usage: node scripts/serve-scratch.mjs <port> <scratch-dir>
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';
import { RELEASES_DIR, ROOT } from './remotes.mjs';

const [port, scratch] = process.argv.slice(2);
if (!port || !scratch) {
  console.error('Usage: node scripts/serve-scratch.mjs <port> <scratch-dir>');
  process.exit(1);
}
buildAll();
rmSync(scratch, { recursive: true, force: true });
cpSync(RELEASES_DIR, join(scratch, 'releases'), { recursive: true });

// Mail is written to files under the scratch directory, never sent: the e2e suite reads the links from there.
const mailUrl = pathToFileURL(join(scratch, 'mail')).href;
const env = { ...process.env, PORT: port, DATA_DIR: join(scratch, 'data'), RELEASES_DIR: join(scratch, 'releases'), SMTP_URL: mailUrl };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'server.js')], { cwd: ROOT, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
