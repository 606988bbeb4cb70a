// `pnpm restore <backup>`: brings back a backup made by `pnpm backup` (scripts/backup.mjs).
// - PostgreSQL (DATABASE_URL set, the backup a .dump file): restored into that database, which must be a
//   new, empty one (createdb); the server and worker are started on it afterwards. Never over live data.
// - PGlite (the backup a folder): copied to DATA_DIR (default ./data), which must not hold a database yet.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './remotes.mjs';

const [source] = process.argv.slice(2);
if (!source || !existsSync(source)) {
  console.error('Usage: pnpm restore <backup file (PostgreSQL) or folder (PGlite)>');
  process.exit(1);
}
const backup = resolve(source);
const databaseUrl = process.env.DATABASE_URL?.trim();

if (statSync(backup).isFile()) {
  if (!databaseUrl) {
    console.error('A PostgreSQL backup needs DATABASE_URL: the new, empty database to restore it into');
    process.exit(1);
  }
  const { Client } = createRequire(join(ROOT, 'server', 'package.json'))('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
  );
  await client.end();
  if (rows[0].tables > 0) {
    console.error(`${new URL(databaseUrl).pathname.slice(1)} already holds ${rows[0].tables} tables: restore into a new, empty database`);
    process.exit(1);
  }
  // One transaction: a restore that fails half way leaves the database empty, not half filled.
  execFileSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, backup],
    { stdio: 'inherit' },
  );
  console.log(`Restored ${backup} into ${new URL(databaseUrl).pathname.slice(1)}`);
} else {
  if (!existsSync(join(backup, 'PG_VERSION'))) {
    console.error(`${backup} is not a PGlite backup folder`);
    process.exit(1);
  }
  const dataDir = resolve(process.env.DATA_DIR ?? join(process.cwd(), 'data'));
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    console.error(`${dataDir} is not empty: move it away (or set DATA_DIR to a new folder) before restoring`);
    process.exit(1);
  }
  cpSync(backup, dataDir, { recursive: true });
  console.log(`Restored ${backup} into ${dataDir}`);
}
