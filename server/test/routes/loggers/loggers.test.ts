import { recordAudit } from '#db/audit';
import { bearer, DEMO, login, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const SEARCH = '/api/v1/loggers/search';

describe('/api/v1/loggers', () => {
  const app = useTestApp();
  const sessions = useSessions(app, { superAdmin: DEMO.superAdmin, colombo: DEMO.colomboMc });
  beforeAll(async () => {
    await app().inject({
      method: 'PUT',
      url: '/api/v1/users/me/profile',
      headers: bearer(sessions.colombo.accessToken),
      payload: {
        firstName: '=HYPERLINK("x")',
        lastName: 'Perera',
        email: DEMO.colomboMc,
        phone: '+94 11 222 3333',
        bio: '',
        socialLinks: { facebook: '', x: '', linkedin: '', instagram: '' },
      },
    });
  });
  const search = (payload: object, token = sessions.superAdmin.accessToken) =>
    app().inject({ method: 'POST', url: SEARCH, payload, headers: bearer(token) });

  it('finds entries by who, action and entity, newest first, with who and the before/after', async () => {
    const response = await search({ userId: sessions.colombo.loggedUser.id, action: 'update-profile', entity: 'user' });
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      action: 'update-profile',
      entity: 'user',
      entityId: sessions.colombo.loggedUser.id,
      userId: sessions.colombo.loggedUser.id,
      userEmail: DEMO.colomboMc,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(rows[0].after).toMatchObject({ firstName: '=HYPERLINK("x")' });
    expect(rows[0].recordLabel).toBe('=HYPERLINK("x") Perera');

    const all = (await search({ pageSize: 1000 })).json();
    expect(all.total).toBeGreaterThan(5);
    const ids = all.rows.map((row: { id: string }) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const signIns = (await search({ action: 'sign-in', userId: sessions.superAdmin.loggedUser.id })).json();
    expect(signIns.rows.every((row: { userName: string }) => row.userName.length > 0)).toBe(true);
  });

  it('filters by Sri Lanka days and checks the dates', async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await search({ fromDate: today, toDate: today })).json().total).toBeGreaterThan(0);
    expect((await search({ toDate: '2000-01-01' })).json()).toEqual({ rows: [], total: 0 });
    const bad = await search({ fromDate: '2026-02-30' });
    expect({ status: bad.statusCode, body: bad.json() }).toEqual({
      status: 400,
      body: { message: 'fromDate is not a valid date', code: 'VALIDATION_FAILED', reason: 'INVALID_DATE', params: { field: 'fromDate' } },
    });
    const reversed = await search({ fromDate: '2026-02-02', toDate: '2026-02-01' });
    expect(reversed.json().message).toBe('fromDate must not be after toDate');
  });

  it('exports the filtered rows as formula-safe CSV', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/loggers/export',
      payload: { userId: sessions.colombo.loggedUser.id, action: 'update-profile' },
      headers: bearer(sessions.superAdmin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'id,at (Sri Lanka time UTC+05:30),action,entity,entityId,recordLabel,userId,userName,userEmail,actingLocalAuthorityId,actingLocalAuthorityName,before,after',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Perera"`);
    // The screen's time: Sri Lanka's, as the header says, not UTC.
    const { rows } = (await search({ userId: sessions.colombo.loggedUser.id, action: 'update-profile' })).json();
    const colombo = new Date(Date.parse(rows[0].at) + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(lines[1].split(',')[1]).toBe(colombo);
  });

  it('lists the actions and entities for the filters', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/loggers/options',
      headers: bearer(sessions.superAdmin.accessToken),
    });
    expect(response.json()).toMatchObject({
      actions: expect.arrayContaining(['sign-in', 'update-profile']),
      entities: expect.arrayContaining(['user']),
    });
  });

  it("names the acting authority and an authority's record in the three languages (ADR 0152)", async () => {
    await recordAudit(app().db, {
      actorUserId: sessions.superAdmin.loggedUser.id,
      actingLocalAuthorityId: 'LG-11001',
      action: 'update',
      entity: 'mfa_parameter',
      entityId: 'LG-11001',
      after: { changes: [], note: '' },
    });
    const { rows } = (
      await search({ userId: sessions.superAdmin.loggedUser.id, entity: 'mfa_parameter', actingLocalAuthorityId: 'LG-11001', pageSize: 1 })
    ).json();
    expect(rows[0]).toMatchObject({
      actingLocalAuthorityName: 'Colombo MC',
      actingLocalAuthorityNameSi: 'Colombo මහ නගර සභාව',
      actingLocalAuthorityNameTa: 'Colombo மாநகர சபை',
      recordLabel: 'Colombo MC',
      recordLabelSi: 'Colombo මහ නගර සභාව',
      recordLabelTa: 'Colombo மாநகர சபை',
    });
    // A record that is no authority has no translation: a person's name is as entered.
    const profile = (await search({ userId: sessions.colombo.loggedUser.id, action: 'update-profile' })).json().rows[0];
    expect(profile).toMatchObject({ recordLabel: '=HYPERLINK("x") Perera', recordLabelSi: null, recordLabelTa: null });
  });

  it('is for super admins only', async () => {
    for (const email of [DEMO.admin, DEMO.customs, DEMO.colomboMc, DEMO.recycler]) {
      expect((await search({}, (await login(app(), email)).accessToken)).statusCode).toBe(403);
    }
    expect((await app().inject({ method: 'POST', url: SEARCH, payload: {} })).statusCode).toBe(401);
  });

  it('cannot be changed: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { rows } = await app().db.query<{ id: string }>('SELECT id FROM audit_log ORDER BY id LIMIT 1');
    await expect(app().db.query("UPDATE audit_log SET action = 'forged' WHERE id = $1", [rows[0].id])).rejects.toThrow(/append-only/);
    await expect(app().db.query('DELETE FROM audit_log WHERE id = $1', [rows[0].id])).rejects.toThrow(/append-only/);
    await expect(app().db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const { rows: after } = await app().db.query<{ action: string }>('SELECT action FROM audit_log WHERE id = $1', [rows[0].id]);
    expect(after[0].action).not.toBe('forged');
  });
});
