import type { FastifyInstance } from 'fastify';
import { ROLE } from '#auth/roles';
import { DEMO_RECYCLERS } from '#seed/demo-recyclers';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase, useTestDatabase } from '../helpers/test-database';

async function count(app: FastifyInstance, sql: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(sql);
  return rows[0].n;
}

describe('seeds on the embedded default (demo data)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    app = await buildTestApp(database, { seedDemo: true });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('loads the reference data: 9 provinces, 25 districts, 341 local authorities', async () => {
    expect(await count(app, 'SELECT count(*)::int AS n FROM provinces')).toBe(9);
    expect(await count(app, 'SELECT count(*)::int AS n FROM districts')).toBe(25);
    expect(await count(app, 'SELECT count(*)::int AS n FROM local_authorities')).toBe(341);
  });

  it('derives council types from the data: 29 MC, 36 UC, 276 PS', async () => {
    const { rows } = await app.db.query<{ code: string; name: string; authorities: number }>(
      `SELECT ct.code, ct.name, count(la.id)::int AS authorities
         FROM council_types ct LEFT JOIN local_authorities la ON la.council_type = ct.code
        GROUP BY ct.code ORDER BY ct.code`,
    );
    expect(rows).toEqual([
      { code: 'MC', name: 'Municipal Council', authorities: 29 },
      { code: 'PS', name: 'Pradeshiya Sabha', authorities: 276 },
      { code: 'UC', name: 'Urban Council', authorities: 36 },
    ]);
  });

  it('maps province ids to the spec province codes and names them by place, like the English (no word for province)', async () => {
    const { rows } = await app.db.query<{ id: string; code: string }>('SELECT id, code FROM provinces ORDER BY id');
    expect(rows.map((row) => `${row.id}=${row.code}`)).toEqual([
      'LK-1=western',
      'LK-2=central',
      'LK-3=southern',
      'LK-4=northern',
      'LK-5=eastern',
      'LK-6=north_western',
      'LK-7=north_central',
      'LK-8=uva',
      'LK-9=sabaragamuwa',
    ]);
    const { rows: names } = await app.db.query<{ id: string; name_si: string; name_ta: string }>(
      'SELECT id, name_si, name_ta FROM provinces ORDER BY id',
    );
    expect(names[0]).toEqual({ id: 'LK-1', name_si: 'බස්නාහිර', name_ta: 'மேல்' });
    // The review's Tamil forms (reference-data/name-overrides.tsv).
    expect(names.slice(5, 7).map((row) => row.name_ta)).toEqual(['வடமேல்', 'வடமத்திய']);
    expect(names[8]).toEqual({ id: 'LK-9', name_si: 'සබරගමුව', name_ta: 'சப்ரகமுவ' });
  });

  it("names districts in Sinhala and Tamil by their place name, without the source's truncated word for district", async () => {
    const { rows } = await app.db.query<{ id: string; province_id: string; name_si: string; name_ta: string }>(
      'SELECT id, province_id, name_si, name_ta FROM districts ORDER BY id',
    );
    expect(rows.find((row) => row.id === 'LK-11')).toEqual({ id: 'LK-11', province_id: 'LK-1', name_si: 'කොළඹ', name_ta: 'கொழும்பு' });
    expect(rows.find((row) => row.id === 'LK-41')).toMatchObject({ name_si: 'යාපනය', name_ta: 'யாழ்ப்பாணம்' });
    expect(rows.filter((row) => /\s/.test(row.name_si + row.name_ta))).toEqual([]);
  });

  it("corrects the source's district names the review found wrong (reference-data/name-overrides.tsv)", async () => {
    const { rows } = await app.db.query<{ id: string; name_si: string; name_ta: string }>(
      "SELECT id, name_si, name_ta FROM districts WHERE id IN ('LK-13', 'LK-23', 'LK-53', 'LK-82', 'LK-91') ORDER BY id",
    );
    expect(rows).toEqual([
      { id: 'LK-13', name_si: 'කළුතර', name_ta: 'களுத்துறை' },
      { id: 'LK-23', name_si: 'නුවරඑළිය', name_ta: 'நுவரெலியா' },
      { id: 'LK-53', name_si: 'ත්‍රිකුණාමලය', name_ta: 'திருகோணமலை' },
      { id: 'LK-82', name_si: 'මොණරාගල', name_ta: 'மொனராகலை' },
      { id: 'LK-91', name_si: 'රත්නපුර', name_ta: 'இரத்தினபுரி' },
    ]);
  });

  it('names every local authority in Sinhala and Tamil with its council type in that language, marked as such', async () => {
    const { rows } = await app.db.query<{ id: string; name_si: string; name_ta: string; name_translation: string }>(
      'SELECT id, name_si, name_ta, name_translation FROM local_authorities ORDER BY id',
    );
    expect(rows.find((row) => row.id === 'LG-11001')).toEqual({
      id: 'LG-11001',
      name_si: 'Colombo මහ නගර සභාව',
      name_ta: 'Colombo மாநகர சபை',
      name_translation: 'council_type_only',
    });
    const suffixes = new Set(
      rows.map((row) => `${row.name_si.replace(/^[A-Za-z ()-]+ /, '')} / ${row.name_ta.replace(/^[A-Za-z ()-]+ /, '')}`),
    );
    expect([...suffixes].sort()).toEqual(['නගර සභාව / நகர சபை', 'ප්‍රාදේශීය සභාව / பிரதேச சபை', 'මහ නගර සභාව / மாநகர சபை']);
    expect(rows.filter((row) => row.name_translation !== 'council_type_only')).toEqual([]);
  });

  it('adds demo recyclers marked as demo and the five demo accounts', async () => {
    const { rows: recyclers } = await app.db.query<{ id: string; is_demo: boolean }>('SELECT id, is_demo FROM recyclers ORDER BY id');
    expect(recyclers).toEqual(DEMO_RECYCLERS.map((recycler) => ({ id: recycler.id, is_demo: true })));
    const { rows: users } = await app.db.query(
      'SELECT email, roles, default_role, local_authority_id, recycler_id FROM users ORDER BY email',
    );
    expect(users).toEqual([
      { email: 'admin@demo.lk', roles: ['001'], default_role: '001', local_authority_id: null, recycler_id: null },
      { email: 'colombo.mc@demo.lk', roles: ['003'], default_role: '003', local_authority_id: 'LG-11001', recycler_id: null },
      { email: 'customs@demo.lk', roles: ['002'], default_role: '002', local_authority_id: null, recycler_id: null },
      { email: 'recycler@demo.lk', roles: ['004'], default_role: '004', local_authority_id: null, recycler_id: DEMO_RECYCLERS[0].id },
      { email: 'superadmin@demo.lk', roles: ['005'], default_role: '005', local_authority_id: null, recycler_id: null },
    ]);
    expect(app.demoAccounts.map((account) => account.email)).toContain('superadmin@demo.lk');
  });

  it('stores argon2id hashes and records every seeded write in the audit log', async () => {
    const { rows } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows.every((row) => row.password_hash.startsWith('$argon2id$'))).toBe(true);
    const { rows: audit } = await app.db.query<{ entity: string; entries: number }>(
      'SELECT entity, count(*)::int AS entries FROM audit_log GROUP BY entity ORDER BY entity',
    );
    expect(audit).toEqual([
      { entity: 'council_types', entries: 1 },
      { entity: 'districts', entries: 1 },
      { entity: 'hs_codes', entries: 1 },
      { entity: 'local_authorities', entries: 1 },
      { entity: 'provinces', entries: 1 },
      { entity: 'recycler', entries: 4 },
      { entity: 'user', entries: 5 },
    ]);
  });
});

describe('seeds on a production install (DATABASE_URL without SEED_DEMO)', () => {
  const database = useTestDatabase({ empty: true });

  it('creates no demo data, then the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const bare = await buildTestApp(database(), { seedDemo: false });
    expect(await count(bare, 'SELECT count(*)::int AS n FROM users')).toBe(0);
    expect(await count(bare, 'SELECT count(*)::int AS n FROM recyclers')).toBe(0);
    expect(await count(bare, 'SELECT count(*)::int AS n FROM local_authorities')).toBe(341);
    expect(bare.demoAccounts).toEqual([]);
    await bare.close();

    const admin = { seedDemo: false, adminEmail: 'Root@Example.lk', adminPassword: 'a strong password' };
    const withAdmin = await buildTestApp(database(), admin);
    const { rows } = await withAdmin.db.query('SELECT email, roles, default_role FROM users');
    expect(rows).toEqual([{ email: 'root@example.lk', roles: [ROLE.SUPER_ADMIN], default_role: ROLE.SUPER_ADMIN }]);
    const signIn = await withAdmin.inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { username: 'root@example.lk', password: 'a strong password' },
    });
    expect(signIn.statusCode).toBe(200);
    await withAdmin.close();

    const again = await buildTestApp(database(), { ...admin, adminEmail: 'second@example.lk' });
    expect(await count(again, 'SELECT count(*)::int AS n FROM users')).toBe(1);
    await again.close();
  });
});

describe('the first super admin from ADMIN_EMAIL', () => {
  const database = useTestDatabase({ empty: true });

  it('stops the start when that email belongs to a user who is not a super admin', async () => {
    const demo = await buildTestApp(database(), { seedDemo: true });
    await demo.db.query("UPDATE users SET roles = ARRAY['001'], default_role = '001' WHERE email = 'superadmin@demo.lk'");
    await demo.close();
    await expect(
      buildTestApp(database(), { seedDemo: false, adminEmail: 'admin@demo.lk', adminPassword: 'a strong password' }),
    ).rejects.toThrow('A user with the email admin@demo.lk already exists');
  });
});
