import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { centreBody, registerCentre, spGet, spPost } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';
import { otherAuthorityId } from '#test/helpers/waste-data';

describe('Sampath Piyasa centres', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc });

  it('registers a centre with trimmed text and answers it with its id', async () => {
    const response = await spPost(
      app(),
      tokens.colombo,
      '/save-center',
      centreBody('  Borella Centre ', { latitude: 6.9147, longitude: 79.8778, description: ' Near the market ' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      localAuthorityId: 'LG-11001',
      name: 'Borella Centre',
      location: 'Town Hall Road, Colombo 07',
      latitude: 6.9147,
      longitude: 79.8778,
      description: 'Near the market',
      isMaterialRecoveryFacility: true,
      isRecyclingFacility: false,
      isActive: true,
      lastEntryDate: null,
      collectedKgThisYear: 0,
    });
    const audit = await app().db.query<{ action: string; acting_local_authority_id: string }>(
      "SELECT action, acting_local_authority_id FROM audit_log WHERE entity = 'sampath_piyasa_centre' AND entity_id = $1",
      [response.json().id],
    );
    expect(audit.rows).toEqual([{ action: 'create', acting_local_authority_id: 'LG-11001' }]);
  });

  it('refuses a duplicate name within the authority, whatever its case, with a clear message', async () => {
    await registerCentre(app(), tokens.colombo, 'Kirulapone Centre');
    const response = await spPost(app(), tokens.colombo, '/save-center', centreBody('KIRULAPONE centre'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'DUPLICATE_CENTRE_NAME',
      message: 'A Sampath Piyasa centre named "KIRULAPONE centre" is already registered for this local authority',
      params: { name: 'KIRULAPONE centre' },
    });
  });

  it('allows the same name in another authority (super admin acting for it)', async () => {
    const other = await otherAuthorityId(app());
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    await expect(registerCentre(app(), admin, 'Kirulapone Centre', {}, other)).resolves.toEqual(expect.any(String));
  });

  it('refuses coordinates outside Sri Lanka and one coordinate alone', async () => {
    const outside = await spPost(app(), tokens.colombo, '/save-center', centreBody('Far Centre', { latitude: 13.08, longitude: 80.27 }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('The coordinates must be within Sri Lanka');
    const half = await spPost(app(), tokens.colombo, '/save-center', centreBody('Half Centre', { latitude: 6.9 }));
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Give both latitude and longitude, or neither');
    const blank = await spPost(app(), tokens.colombo, '/save-center', centreBody('   '));
    expect(blank.statusCode).toBe(400);
  });

  it('edits and deactivates a centre, audited with before and after, and hides it from data entry', async () => {
    const id = await registerCentre(app(), tokens.colombo, 'Wellawatte Centre');
    const edited = await spPost(
      app(),
      tokens.colombo,
      '/save-center',
      centreBody('Wellawatte Centre', { id, isRecyclingFacility: true, isActive: false }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, isRecyclingFacility: true, isActive: false });
    const audit = await app().db.query<{ action: string; before: { isActive: boolean }; after: { isActive: boolean } }>(
      "SELECT action, before, after FROM audit_log WHERE entity = 'sampath_piyasa_centre' AND entity_id = $1 AND action = 'update'",
      [id],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ isActive: true }), after: expect.objectContaining({ isActive: false }) }),
    ]);
    const form = (await spGet(app(), tokens.colombo, '/init-waste-form')).json();
    expect(form.centres.map((centre: { id: string }) => centre.id)).not.toContain(id);
    const list = (await spPost(app(), tokens.colombo, '/search-center', { name: 'wellawatte' })).json();
    expect(list.rows).toEqual([expect.objectContaining({ id, isActive: false })]);
    const active = (await spPost(app(), tokens.colombo, '/search-center', { name: 'wellawatte', includeInactive: false })).json();
    expect(active.total).toBe(0);
  });

  it("answers 404 for another authority's centre, to read or to edit", async () => {
    const other = await otherAuthorityId(app());
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    const foreign = await registerCentre(app(), admin, 'Foreign Centre', {}, other);
    expect((await spGet(app(), tokens.colombo, `/center/${foreign}`)).statusCode).toBe(404);
    const edit = await spPost(app(), tokens.colombo, '/save-center', centreBody('Taken Over', { id: foreign }));
    expect(edit.statusCode).toBe(404);
    const { rows } = await app().db.query('SELECT name FROM sampath_piyasa_centres WHERE id = $1', [foreign]);
    expect(rows).toEqual([{ name: 'Foreign Centre' }]);
  });

  it('searches by name and flags, paged, with the total', async () => {
    await registerCentre(app(), tokens.colombo, 'Dematagoda Recycling', { isMaterialRecoveryFacility: false, isRecyclingFacility: true });
    const recycling = (await spPost(app(), tokens.colombo, '/search-center', { isRecyclingFacility: true })).json();
    expect(recycling.rows.map((row: { name: string }) => row.name)).toEqual(['Dematagoda Recycling', 'Wellawatte Centre']);
    const page = (await spPost(app(), tokens.colombo, '/search-center', { pageStart: 1, pageSize: 1 })).json();
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it('reads one centre', async () => {
    const id = await registerCentre(app(), tokens.colombo, 'Maradana Centre');
    const response = await app().inject({ url: `/api/v1/sampath-piyasa/center/${id}`, headers: bearer(tokens.colombo) });
    expect(response.json()).toMatchObject({ id, name: 'Maradana Centre' });
    expect((await spGet(app(), tokens.colombo, '/center/not-a-uuid')).statusCode).toBe(404);
  });
});
