import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Queryable } from '#db/database';
import { openPgliteDatabase } from '#db/pglite-database';
import { openPostgresDatabase } from '#db/postgres-database';
import { findRepoRoot } from '#paths';
import { DEMO, login } from '../helpers/login';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase, SERVER_URL } from '../helpers/test-database';

// `pnpm backup` and `pnpm restore` for real (pg_dump and pg_restore from Debian's postgresql-client, or a
// PGlite folder), into a fresh database that must then hold every record of every table.
const ROOT = findRepoRoot();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'waste-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Snapshot = Record<string, { rows: number; digest: string | null }>;

/** Every table of every schema (the app's and the job queue's): its row count and a digest of its rows. */
async function snapshot(db: Queryable): Promise<Snapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const result: Snapshot = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    result[name] = rows[0];
  }
  return result;
}

/** Opens the database on its own (the app closed), so nothing writes while it is read. */
async function snapshotOf(databaseUrl: string | undefined, dataDir: string): Promise<Snapshot> {
  const db = databaseUrl ? await openPostgresDatabase(databaseUrl, () => undefined) : await openPgliteDatabase(dataDir);
  try {
    return await snapshot(db);
  } finally {
    await db.close();
  }
}

function run(script: string, args: string[], env: Record<string, string | undefined>): string {
  const clean = { ...process.env, ...env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete clean[key];
  return execFileSync('node', [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: clean, encoding: 'utf8', stdio: 'pipe' });
}

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

describe('pnpm backup and pnpm restore', () => {
  it('restore into a fresh database every record the backed-up one held', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database);
    const fresh = `waste_restore_${process.pid}_${Date.now()}`;
    try {
      // Records of the day on top of the seed: sessions and their audit entries.
      for (const email of Object.values(DEMO)) await login(app, email);
      await app.close();
      const before = await snapshotOf(database.databaseUrl, database.dataDir);
      expect(before['public.users'].rows).toBeGreaterThanOrEqual(5);
      expect(before['public.audit_log'].rows).toBeGreaterThanOrEqual(5);

      if (SERVER_URL) {
        const file = path.join(scratch, 'waste.dump');
        expect(run('backup.mjs', [file], { DATABASE_URL: database.databaseUrl })).toContain('Backed up PostgreSQL database');
        await onServer(`CREATE DATABASE ${fresh}`);
        const freshUrl = Object.assign(new URL(database.databaseUrl as string), { pathname: `/${fresh}` }).toString();
        run('restore.mjs', [file], { DATABASE_URL: freshUrl });
        expect(await snapshotOf(freshUrl, '')).toEqual(before);
        // Never over live data: a second restore into the same (now full) database is refused.
        expect(() => run('restore.mjs', [file], { DATABASE_URL: freshUrl })).toThrow(/already holds/);
      } else {
        const folder = path.join(scratch, 'pglite-backup');
        expect(run('backup.mjs', [folder], { DATABASE_URL: undefined, DATA_DIR: database.dataDir })).toContain(
          'Backed up the PGlite database',
        );
        const target = path.join(scratch, 'restored-data');
        run('restore.mjs', [folder], { DATABASE_URL: undefined, DATA_DIR: target });
        expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
        expect(await snapshotOf(undefined, target)).toEqual(before);
        expect(() => run('restore.mjs', [folder], { DATABASE_URL: undefined, DATA_DIR: target })).toThrow(/is not empty/);
      }
    } finally {
      if (SERVER_URL) await onServer(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
      await database.drop();
    }
  }, 120_000);
});
