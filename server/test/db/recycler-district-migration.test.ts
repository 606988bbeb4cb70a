import { migrate, readMigrations } from '#db/migrate';
import { openDatabase } from '#db/open-database';
import { seedDemoRecyclers } from '#seed/demo-recyclers';
import { loadReferenceData } from '#seed/reference-data';
import { seedReferenceData } from '#seed/seed-reference-data';
import { useTestDatabase } from '../helpers/test-database';

describe('migration 0004_recycler_district', () => {
  const database = useTestDatabase({ empty: true });

  it('gives the demo recyclers seeded before it the district their address names', async () => {
    const db = await openDatabase(database());
    try {
      const migrations = readMigrations();
      const upTo = migrations.findIndex((migration) => migration.name === '0004_recycler_district.sql');
      await migrate(db, migrations.slice(0, upTo));
      // The districts the migration names, as the tables of that time hold them (today's seed writes later columns).
      const { provinces, districts } = loadReferenceData();
      for (const province of provinces) {
        await db.query('INSERT INTO provinces (id, code, name, name_si, name_ta) VALUES ($1, $2, $3, $4, $5)', [
          province.id,
          province.code,
          province.name,
          province.nameSi,
          province.nameTa,
        ]);
      }
      for (const district of districts) {
        await db.query('INSERT INTO districts (id, province_id, name, name_si, name_ta) VALUES ($1, $2, $3, $4, $5)', [
          district.id,
          district.provinceId,
          district.name,
          district.nameSi,
          district.nameTa,
        ]);
      }
      // The seed of that time, before recyclers had a district.
      await db.query(
        `INSERT INTO recyclers (id, name, primary_address, hotline, is_demo)
         SELECT id, id, '', '', true FROM unnest(ARRAY['RC-DEMO-01', 'RC-DEMO-02', 'RC-DEMO-03', 'RC-DEMO-04']) AS id`,
      );
      await migrate(db, migrations);
      await seedReferenceData(db);
      await seedDemoRecyclers(db);
      const { rows } = await db.query<{ id: string; district_id: string }>('SELECT id, district_id FROM recyclers ORDER BY id');
      expect(rows).toEqual([
        { id: 'RC-DEMO-01', district_id: 'LK-11' },
        { id: 'RC-DEMO-02', district_id: 'LK-21' },
        { id: 'RC-DEMO-03', district_id: 'LK-31' },
        { id: 'RC-DEMO-04', district_id: 'LK-61' },
      ]);
    } finally {
      await db.close();
    }
  });
});
