import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '#db/open-database';
import { SERVER_ROOT } from '#paths';
import { useTestDatabase } from '../helpers/test-database';

const run = promisify(execFile);
const TSX = path.join(SERVER_ROOT, 'node_modules', '.bin', 'tsx');

describe('create-admin command', () => {
  const database = useTestDatabase({ empty: true });

  const createAdmin = (...args: string[]) =>
    run(TSX, ['src/cli/create-admin.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATABASE_URL: database().databaseUrl ?? '', DATA_DIR: database().dataDir, SEED_DEMO: '' },
    });

  it('creates a super admin on an empty install, with no demo accounts', async () => {
    const { stdout } = await createAdmin('Owner@Example.lk', 'correct horse battery');
    expect(stdout).toContain('Super admin Owner@Example.lk created.');
    const db = await openDatabase(database());
    try {
      const { rows } = await db.query('SELECT email, roles, default_role FROM users');
      expect(rows).toEqual([{ email: 'owner@example.lk', roles: ['005'], default_role: '005' }]);
    } finally {
      await db.close();
    }
  });

  it('refuses a taken email, a short password and missing arguments', async () => {
    await expect(createAdmin('owner@example.lk', 'another password')).rejects.toMatchObject({
      stderr: expect.stringContaining('A user with the email owner@example.lk already exists'),
    });
    await expect(createAdmin('new@example.lk', 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('The password must have at least 8 characters'),
    });
    await expect(createAdmin('new@example.lk')).rejects.toMatchObject({
      stderr: expect.stringContaining('Usage: create-admin <email> <password>'),
    });
  });
});
