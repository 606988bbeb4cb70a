import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, searchWaste } from '#test/helpers/waste-data';

const URL = '/api/v1/users';
const ACCOUNT = { email: 'Kandy.Officer@example.com', firstName: 'Chaminda', lastName: 'Bandara' };
const CHOSEN = 'Hill country bins 7';

describe('POST /api/v1/users', () => {
  const mailer = capturingMailer();
  const app = useTestApp({ publicUrl: 'https://waste.example.lk' }, undefined, { mailer });
  const sessions = useSessions(app, { superAdmin: DEMO.superAdmin });
  let other: string;
  beforeAll(async () => {
    other = await otherAuthorityId(app());
  });
  const create = (payload: object, token = sessions.superAdmin.accessToken) =>
    app().inject({ method: 'POST', url: URL, payload, headers: bearer(token) });
  const setPassword = (token: string, password: string) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });

  it('creates a local authority account without a password and mails its holder a one-time link; the link sets the password once', async () => {
    const response = await create({
      ...ACCOUNT,
      phone: '+94 81 222 3333',
      organisation: 'Kandy MC',
      // A password sent by an old client is not taken: nobody but the holder chooses it.
      password: 'chosen by the admin',
      roles: ['003'],
      defaultRole: '003',
      localAuthorityId: other,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'kandy.officer@example.com', linkSent: true });
    const mail = mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'kandy.officer@example.com', subject: 'Your account is ready: choose your password' });
    expect(mail?.text).toContain('https://waste.example.lk/reset-password?token=');
    expect(mail?.text).toContain('within 3 days');
    await expect(login(app(), 'kandy.officer@example.com', 'chosen by the admin')).rejects.toThrow('answered 401');

    const token = mailer.lastResetToken('kandy.officer@example.com');
    // The product's password rule holds here too: the authority's own place with digits is refused.
    const guessable = await setPassword(token, 'kandy2024');
    expect(guessable.json()).toMatchObject({ code: 'COMMON_PASSWORD', reason: 'GUESSABLE' });
    expect((await setPassword(token, CHOSEN)).statusCode).toBe(204);
    expect((await setPassword(token, 'Another hill 8')).json()).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'RESET_INVALID',
    });

    const session = await login(app(), 'kandy.officer@example.com', CHOSEN);
    expect(session.loggedUser).toEqual({
      id: created.id,
      firstName: 'Chaminda',
      lastName: 'Bandara',
      email: 'kandy.officer@example.com',
      defaultRole: '003',
      roles: ['003'],
      selectedLocalAuthority: expect.objectContaining({ id: other }),
      selectedRecycler: null,
    });
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
    expect(rows[0].after).toMatchObject({
      email: 'kandy.officer@example.com',
      roles: ['003'],
      local_authority_id: other,
      organisation: 'Kandy MC',
    });
    expect(JSON.stringify(rows[0].after)).not.toMatch(/password|chosen by|argon/i);
  });

  it('refuses the link once it has expired', async () => {
    expect((await create({ ...ACCOUNT, email: 'late.reader@example.com', roles: ['001'], defaultRole: '001' })).statusCode).toBe(201);
    const token = mailer.lastResetToken('late.reader@example.com');
    const { rows } = await app().db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM t.expires_at - t.created_at) / 3600)::int AS hours
         FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = 'late.reader@example.com'`,
    );
    expect(rows).toEqual([{ hours: 72 }]);
    await app().db.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'late.reader@example.com')",
    );
    expect((await setPassword(token, CHOSEN)).json()).toMatchObject({ code: 'RESET_INVALID' });
    await expect(login(app(), 'late.reader@example.com', CHOSEN)).rejects.toThrow('answered 401');
  });

  it('creates a recycler account, and one with several roles and no phone', async () => {
    const recycler = await create({ ...ACCOUNT, email: 'yard@example.com', roles: ['004'], defaultRole: '004', recyclerId: 'RC-DEMO-01' });
    expect(recycler.statusCode).toBe(201);
    const yard = await login(app(), 'yard@example.com', CHOSEN).catch(() => null);
    expect(yard).toBeNull();
    expect((await setPassword(mailer.lastResetToken('yard@example.com'), CHOSEN)).statusCode).toBe(204);
    expect((await login(app(), 'yard@example.com', CHOSEN)).loggedUser).toMatchObject({
      roles: ['004'],
      selectedRecycler: { id: 'RC-DEMO-01' },
      selectedLocalAuthority: null,
    });

    const several = await create({ ...ACCOUNT, email: 'both@example.com', roles: ['001', '002'], defaultRole: '002' });
    expect(several.statusCode).toBe(201);
    expect((await setPassword(mailer.lastResetToken('both@example.com'), CHOSEN)).statusCode).toBe(204);
    expect((await login(app(), 'both@example.com', CHOSEN)).loggedUser).toMatchObject({
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
      ['organisation', { organisation: ' ' }],
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
