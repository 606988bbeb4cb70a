// A PostgreSQL 15 cluster of the bench's own, default settings but for the port and socket folder: the load
// bench measures the product on a server no other test shares.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

function pgTool(tool, args) {
  const [command, full] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
  const result = spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

/** Started on `port`; `url` is its maintenance database's, `destroy()` stops it and removes its files. */
export function startCluster(port) {
  const dir = mkdtempSync(join(tmpdir(), 'waste-load-pg-'));
  if (isRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  pgTool('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    destroy() {
      try {
        pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
