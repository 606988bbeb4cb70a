import { migrate, readMigrations } from '#db/migrate';
import { openDatabase } from '#db/open-database';
import { buildTestApp } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-database';

describe('migrations', () => {
  const database = useTestDatabase({ empty: true });

  it('apply once, in order, and a second start on the same database() changes nothing', async () => {
    const first = await buildTestApp(database());
    const { rows: applied } = await first.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    const { rows: before } = await first.db.query<{ entries: number }>('SELECT count(*)::int AS entries FROM audit_log');
    await first.close();

    const second = await buildTestApp(database());
    const { rows: reapplied } = await second.db.query('SELECT name FROM schema_migrations');
    const { rows: after } = await second.db.query<{ entries: number }>('SELECT count(*)::int AS entries FROM audit_log');
    const { rows: users } = await second.db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
    await second.close();

    expect(applied.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
    expect(reapplied).toHaveLength(applied.length);
    expect(after[0].entries).toBe(before[0].entries);
    expect(users[0].users).toBe(5);
  });

  it('refuse to run when an applied migration file was edited', async () => {
    const db = await openDatabase(database());
    try {
      const [first, ...rest] = readMigrations();
      expect(await migrate(db)).toEqual([]);
      await expect(migrate(db, [{ ...first, checksum: 'edited' }, ...rest])).rejects.toThrow(
        `Migration ${first.name} was changed after it was applied`,
      );
    } finally {
      await db.close();
    }
  });
});
