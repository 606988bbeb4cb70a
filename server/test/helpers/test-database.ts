import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { IN_MEMORY_DATA_DIR } from '#config';
import { openPostgresDatabase } from '#db/postgres-database';
import { fillDemoTemplate } from './demo-template';
import { TEMPLATES_ENV, type PgliteTemplates } from './pglite-templates';

/** Set by `pnpm test:pg`: the suites then run on that PostgreSQL server instead of PGlite. */
export const SERVER_URL = process.env.DATABASE_URL;

/** Where the global setup names the PostgreSQL template database for the test files to copy. */
export const POSTGRES_TEMPLATE_ENV = 'WASTE_TEST_POSTGRES_TEMPLATE';

export interface TestDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

let created = 0;

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(SERVER_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropPostgresDatabase = (name: string) => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * The demo database every PostgreSQL test file copies (`CREATE DATABASE … TEMPLATE`), as the PGlite run
 * copies its template folder: a copy takes a fraction of a migration and seed. Closed before any copy,
 * since PostgreSQL copies only a database nobody is connected to.
 */
export async function createPostgresTemplate(): Promise<string> {
  const name = `waste_test_template_${process.pid}_${Date.now()}`;
  await onServer(`CREATE DATABASE ${name}`);
  const db = await openPostgresDatabase(urlOf(name), () => undefined);
  try {
    await fillDemoTemplate(db);
  } finally {
    await db.close();
  }
  return name;
}

async function createPostgresDatabase(empty: boolean): Promise<TestDatabase> {
  const name = `waste_test_${process.pid}_${Date.now()}_${++created}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!empty && !template) throw new Error('The PostgreSQL template is missing: run the tests through jest.config.js');
  await onServer(empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { databaseUrl: urlOf(name), dataDir: IN_MEMORY_DATA_DIR, drop: () => dropPostgresDatabase(name) };
}

function copyPgliteTemplate(template: keyof PgliteTemplates): TestDatabase {
  const templates = process.env[TEMPLATES_ENV];
  if (!templates) throw new Error('The PGlite templates are missing: run the tests through jest.config.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waste-test-db-'));
  cpSync((JSON.parse(templates) as PgliteTemplates)[template], dataDir, { recursive: true });
  return { databaseUrl: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * A database of its own for one test file, that several apps may open one after the other: a copy of the
 * run's template (PostgreSQL: a database on the server, dropped by `drop()`; PGlite: a folder). `empty`
 * for tests of migrations and seeds, otherwise one that already holds the demo seed (the app's own
 * start-up brings either to the same state).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (SERVER_URL) return createPostgresDatabase(empty);
  return copyPgliteTemplate(empty ? 'empty' : 'demo');
}

/** A database of its own for the test file (or describe block), created before its tests and dropped after them. */
export function useTestDatabase(options: { empty?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(() => database?.drop());
  return () => {
    if (!database) throw new Error('The test database is not created yet');
    return database;
  };
}
