// `pnpm backup [target]`: a backup of the database the server is configured with.
// - PostgreSQL (DATABASE_URL set): pg_dump's custom format (Debian's postgresql-client), consistent while
//   the API and worker run. Default target: backups/<database>-<time>.dump
// - Embedded PGlite (DATA_DIR, default ./data): a copy of the folder. Stop the server first: PGlite has
//   one process writing its files and a copy taken while it writes can be torn. Default target:
//   backups/pglite-<time>/
// `pnpm restore <backup>` brings it back (scripts/restore.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from './remotes.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const databaseUrl = process.env.DATABASE_URL?.trim();
const [target] = process.argv.slice(2);

if (databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1) || 'postgres';
  const file = resolve(target ?? join(ROOT, 'backups', `${name}-${stamp}.dump`));
  mkdirSync(dirname(file), { recursive: true });
  // Custom format: compressed, and pg_restore can restore it into an empty database table by table.
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`], {
    stdio: 'inherit',
  });
  console.log(`Backed up PostgreSQL database ${name} to ${file} (${statSync(file).size} bytes)`);
} else {
  const dataDir = resolve(process.env.DATA_DIR ?? join(process.cwd(), 'data'));
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    console.error(`No PGlite database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    process.exit(1);
  }
  const folder = resolve(target ?? join(ROOT, 'backups', `pglite-${stamp}`));
  if (existsSync(folder)) {
    console.error(`${folder} already exists: choose another target`);
    process.exit(1);
  }
  cpSync(dataDir, folder, { recursive: true });
  console.log(`Backed up the PGlite database ${dataDir} to ${folder} (taken with the server stopped, it is consistent)`);
}
