import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const URL = '/api/v1/recycler';

const NEW_RECYCLER = {
  name: 'Negombo Polymer Works',
  primaryAddress: 'No. 9, Chilaw Road, Negombo',
  districtId: 'LK-12',
  hotline: '031 222 3344',
  registrationNumber: 'CEA/REC/2025/017',
  plasticTypes: ['SOFT', 'HARD'],
  capacityTonnesPerMonth: 120,
  status: 'ACTIVE',
};

describe('the recycler registry', () => {
  const mailer = capturingMailer();
  const app = useTestApp({}, undefined, { mailer });
  const tokens = useTokens(app, { superAdmin: DEMO.superAdmin });
  const post = (path: string, payload: object, accessToken = tokens.superAdmin) =>
    app().inject({ method: 'POST', url: `${URL}${path}`, payload, headers: bearer(accessToken) });

  it('registers a recycler, finds it in the searcher with its district and status, edits it; all audited', async () => {
    const created = await post('/save-recycler', NEW_RECYCLER);
    expect(created.statusCode).toBe(200);
    const recycler = created.json();
    expect(recycler).toMatchObject({
      ...NEW_RECYCLER,
      id: expect.stringMatching(/^RC-[0-9A-F]{8}$/),
      plasticTypes: ['HARD', 'SOFT'],
      district: { id: 'LK-12', name: 'Gampaha' },
      province: { id: 'LK-1' },
      accounts: [],
    });

    const found = (await post('/search', { name: 'negombo' })).json();
    expect(found.rows).toEqual([
      {
        id: recycler.id,
        name: 'Negombo Polymer Works',
        primaryAddress: 'No. 9, Chilaw Road, Negombo',
        hotline: '031 222 3344',
        district: expect.objectContaining({ id: 'LK-12', name: 'Gampaha' }),
        status: 'ACTIVE',
        lastReturnMonth: null,
        thisYearIntakeKg: 0,
      },
    ]);

    const edited = await post('/save-recycler', { ...NEW_RECYCLER, id: recycler.id, status: 'SUSPENDED', capacityTonnesPerMonth: 90 });
    expect(edited.json()).toMatchObject({ id: recycler.id, status: 'SUSPENDED', capacityTonnesPerMonth: 90 });
    expect((await post('/search', { status: 'SUSPENDED' })).json().rows.map((row: { id: string }) => row.id)).toEqual([recycler.id]);
    const audit = await app().db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'recycler' AND entity_id = $1 ORDER BY id`,
      [recycler.id],
    );
    expect(audit.rows.map((row: { action: string }) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a bad hotline, an unknown district, a taken registration number and an unknown id', async () => {
    const badPhone = await post('/save-recycler', { ...NEW_RECYCLER, registrationNumber: 'X-1', hotline: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect((await post('/save-recycler', { ...NEW_RECYCLER, registrationNumber: 'X-1', districtId: 'LK-99' })).json().message).toBe(
      'Unknown district LK-99',
    );
    const taken = await post('/save-recycler', { ...NEW_RECYCLER, name: 'Copy' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Registration number CEA/REC/2025/017 is already used by Negombo Polymer Works');
    expect((await post('/save-recycler', { ...NEW_RECYCLER, id: 'RC-NOPE', registrationNumber: 'X-2' })).statusCode).toBe(404);
    expect((await post('/save-recycler', { ...NEW_RECYCLER, registrationNumber: 'X-3', plasticTypes: [] })).statusCode).toBe(400);
  });

  it("creates the recycler's account: role 004 on that recycler, the one-time link mailed, no password anywhere", async () => {
    const recycler = (await post('/search', { name: 'negombo' })).json().rows[0];
    const response = await post('/create-account', {
      recyclerId: recycler.id,
      email: 'Owner@Negombo.example',
      firstName: 'Nimal',
      lastName: 'Perera',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), email: 'owner@negombo.example', linkSent: true });
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe('owner@negombo.example');
    expect(mail?.text).toContain('/reset-password?token=');

    // The link sets the password; then the account signs in as that recycler.
    const reset = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: mailer.lastResetToken('owner@negombo.example'), password: 'Negombo#Recycles2025' },
    });
    expect(reset.statusCode).toBe(204);
    const session = await login(app(), 'owner@negombo.example', 'Negombo#Recycles2025');
    expect(session.loggedUser).toMatchObject({ defaultRole: '004', roles: ['004'], selectedRecycler: { id: recycler.id } });

    const again = await post('/create-account', { recyclerId: recycler.id, email: 'owner@negombo.example', firstName: 'N', lastName: 'P' });
    expect(again.statusCode).toBe(409);
    expect((await post('/create-account', { recyclerId: 'RC-NOPE', email: 'x@y.example', firstName: 'N', lastName: 'P' })).statusCode).toBe(
      404,
    );
    const view = await app().inject({ method: 'GET', url: `${URL}/view/${recycler.id}`, headers: bearer(tokens.superAdmin) });
    expect(view.json().accounts).toEqual([{ id: response.json().id, email: 'owner@negombo.example', name: 'Nimal Perera' }]);
  });

  it('is for the super admin only', async () => {
    for (const email of [DEMO.admin, DEMO.recycler, DEMO.colomboMc, DEMO.customs]) {
      const other = (await login(app(), email)).accessToken;
      expect((await post('/save-recycler', { ...NEW_RECYCLER, registrationNumber: 'X-9' }, other)).statusCode).toBe(403);
      expect(
        (await post('/create-account', { recyclerId: 'RC-DEMO-01', email: 'a@b.example', firstName: 'A', lastName: 'B' }, other))
          .statusCode,
      ).toBe(403);
    }
  });
});
