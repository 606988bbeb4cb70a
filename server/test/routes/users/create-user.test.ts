import { bearer, DEMO, login, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, searchWaste } from '#test/helpers/waste-data';

const URL = '/api/v1/users';
const ACCOUNT = { email: 'Kandy.Officer@example.com', firstName: 'Chaminda', lastName: 'Bandara', password: 'a good password' };

describe('POST /api/v1/users', () => {
  const app = useTestApp();
  const sessions = useSessions(app, { superAdmin: DEMO.superAdmin });
  let other: string;
  beforeAll(async () => {
    other = await otherAuthorityId(app());
  });
  const create = (payload: object, token = sessions.superAdmin.accessToken) =>
    app().inject({ method: 'POST', url: URL, payload, headers: bearer(token) });

  it('creates a local authority account that signs in and acts for its own authority only', async () => {
    const response = await create({ ...ACCOUNT, phone: '+94 81 222 3333', roles: ['003'], defaultRole: '003', localAuthorityId: other });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Chaminda',
      lastName: 'Bandara',
      email: 'kandy.officer@example.com',
      defaultRole: '003',
      roles: ['003'],
      selectedLocalAuthority: expect.objectContaining({ id: other }),
      selectedRecycler: null,
    });

    const session = await login(app(), 'kandy.officer@example.com', ACCOUNT.password);
    expect(session.loggedUser).toEqual(created);
    const colombo = await login(app(), DEMO.colomboMc);
    expect((await insertWaste(app(), colombo.accessToken, DAILY)).statusCode).toBe(201);
    const own = (await insertWaste(app(), session.accessToken, DAILY)).json();
    expect(own).toMatchObject({ localAuthorityId: other, createdBy: { id: created.id, name: 'Chaminda Bandara' } });
    expect((await searchWaste(app(), session.accessToken, {})).json()).toEqual({ rows: [own], total: 1 });

    const { rows } = await app().db.query<{ actor_user_id: string; after: Record<string, unknown> }>(
      "SELECT actor_user_id, after FROM audit_log WHERE entity = 'user' AND action = 'create' AND entity_id = $1",
      [created.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_user_id).toBe(sessions.superAdmin.loggedUser.id);
    expect(rows[0].after).toMatchObject({ email: 'kandy.officer@example.com', roles: ['003'], local_authority_id: other });
    expect(JSON.stringify(rows[0].after)).not.toMatch(/password|good password|argon/i);
  });

  it('creates a recycler account, and one with several roles and no phone', async () => {
    const recycler = await create({ ...ACCOUNT, email: 'yard@example.com', roles: ['004'], defaultRole: '004', recyclerId: 'RC-DEMO-01' });
    expect(recycler.statusCode).toBe(201);
    expect(recycler.json()).toMatchObject({ roles: ['004'], selectedRecycler: { id: 'RC-DEMO-01' }, selectedLocalAuthority: null });

    const several = await create({ ...ACCOUNT, email: 'both@example.com', roles: ['001', '002'], defaultRole: '002' });
    expect(several.statusCode).toBe(201);
    expect(several.json()).toMatchObject({
      roles: ['001', '002'],
      defaultRole: '002',
      selectedLocalAuthority: null,
      selectedRecycler: null,
    });
  });

  it('checks the roles and what they need', async () => {
    const cases: [object, string, string][] = [
      [{ roles: ['001'], defaultRole: '005' }, 'defaultRole must be one of roles', 'DEFAULT_ROLE'],
      [{ roles: ['003'], defaultRole: '003' }, 'localAuthorityId is required for role 003', 'LA_FOR_ROLE'],
      [{ roles: ['001', '004'], defaultRole: '001' }, 'recyclerId is required for role 004', 'RECYCLER_FOR_ROLE'],
    ];
    for (const [change, message, reason] of cases) {
      const response = await create({ ...ACCOUNT, email: 'refused@example.com', ...change });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message, code: 'VALIDATION_FAILED', reason },
      });
    }
    const unknownLinks = [
      [{ roles: ['003'], defaultRole: '003', localAuthorityId: 'LG-99999' }, 'Local authority LG-99999 not found', 'LOCAL_AUTHORITY'],
      [{ roles: ['004'], defaultRole: '004', recyclerId: 'RC-NOPE' }, 'Recycler RC-NOPE not found', 'RECYCLER'],
    ] as const;
    for (const [link, message, reason] of unknownLinks) {
      const response = await create({ ...ACCOUNT, email: 'refused@example.com', ...link });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { message, code: 'NOT_FOUND', reason } });
    }
    expect((await app().db.query("SELECT 1 FROM users WHERE email = 'refused@example.com'")).rows).toEqual([]);
  });

  it('checks the fields as sign-up does', async () => {
    const valid = { ...ACCOUNT, email: 'fields@example.com', roles: ['001'], defaultRole: '001' };
    for (const [field, change] of [
      ['email', { email: 'not-an-email' }],
      ['firstName', { firstName: '' }],
      ['lastName', { lastName: 'l'.repeat(51) }],
      ['phone', { phone: 'call me' }],
      ['password', { password: 'short' }],
      ['roles', { roles: [] }],
      ['roles', { roles: ['001', '001'] }],
      ['roles', { roles: ['006'] }],
      ['defaultRole', { defaultRole: undefined }],
      ['localAuthorityId', { localAuthorityId: 'colombo' }],
    ] as const) {
      const response = await create({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^body\\.${field}`));
    }
  });

  it('answers 409 for a taken email, whatever its case', async () => {
    const response = await create({ ...ACCOUNT, email: DEMO.colomboMc.toUpperCase(), roles: ['001'], defaultRole: '001' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  it('is for super admins only', async () => {
    const payload = { ...ACCOUNT, email: 'nobody@example.com', roles: ['001'], defaultRole: '001' };
    for (const email of [DEMO.admin, DEMO.customs, DEMO.colomboMc, DEMO.recycler]) {
      const response = await create(payload, (await login(app(), email)).accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
    expect((await app().inject({ method: 'POST', url: URL, payload })).statusCode).toBe(401);
  });
});
