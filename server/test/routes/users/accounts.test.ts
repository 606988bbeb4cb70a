import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const SIGN_UP = {
  email: 'new.officer@example.com',
  firstName: 'Nimal',
  lastName: 'Silva',
  phone: '+94 77-123 4567',
  organisation: 'Kandy MC',
  password: 'a good password',
};
const LAST_SUPER_ADMIN = { message: 'The last super admin cannot lose role 005 or be disabled', code: 'LAST_SUPER_ADMIN' };

describe('/api/v1/users: search, change, disable and reset (super admin)', () => {
  const mailer = capturingMailer();
  const app = useTestApp({ publicUrl: 'https://waste.example.lk' }, undefined, { mailer });
  const sessions = useSessions(app, { superAdmin: DEMO.superAdmin });
  const search = (payload: object, token = sessions.superAdmin.accessToken) =>
    app().inject({ method: 'POST', url: '/api/v1/users/search', payload, headers: bearer(token) });
  const patch = (id: string, payload: object, token = sessions.superAdmin.accessToken) =>
    app().inject({ method: 'PATCH', url: `/api/v1/users/${id}`, payload, headers: bearer(token) });
  const me = (token: string) => app().inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

  it('finds accounts by name and role, and the sign-ups waiting for a role', async () => {
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload: SIGN_UP })).statusCode).toBe(202);
    // In the queue once its address is proved (signup-verification.test.ts).
    await runMailJobs(app(), mailer);
    const verified = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/verify-account',
      payload: { token: mailer.lastLinkToken(SIGN_UP.email, 'verify-account') },
    });
    expect(verified.statusCode).toBe(204);
    const queue = (await search({ withoutRole: true })).json();
    expect(queue.rows.map((row: { email: string }) => row.email)).toContain(SIGN_UP.email);
    expect(queue.rows.every((row: { roles: string[] }) => row.roles.length === 0)).toBe(true);
    // Whom the person works for, as they wrote it at sign-up, so the role is given knowing whose the account is.
    expect(queue.rows.find((row: { email: string }) => row.email === SIGN_UP.email)).toMatchObject({ organisation: SIGN_UP.organisation });
    const byOrganisation = (await search({ name: SIGN_UP.organisation.toUpperCase(), withoutRole: true })).json();
    expect(byOrganisation.rows.map((row: { email: string }) => row.email)).toContain(SIGN_UP.email);

    const byRole = (await search({ role: '003' })).json();
    expect(byRole.rows.map((row: { email: string }) => row.email)).toContain(DEMO.colomboMc);
    expect(byRole.rows[0]).toMatchObject({ roles: ['003'], localAuthorityName: expect.any(String), disabled: false });
    // The authority in Sinhala and Tamil too, for the accounts list in the user's language (issue 43, ADR 0152).
    expect(byRole.rows.find((row: { email: string }) => row.email === DEMO.colomboMc)).toMatchObject({
      localAuthorityName: 'Colombo MC',
      localAuthorityNameSi: 'Colombo මහ නගර සභාව',
      localAuthorityNameTa: 'Colombo மாநகர சபை',
    });
    expect(queue.rows.find((row: { email: string }) => row.email === SIGN_UP.email)).toMatchObject({
      localAuthorityName: null,
      localAuthorityNameSi: null,
      localAuthorityNameTa: null,
    });

    const byName = (await search({ name: 'SUPERADMIN@' })).json();
    expect(byName).toMatchObject({ total: 1, rows: [{ email: DEMO.superAdmin, lastActivityAt: expect.any(String) }] });
  });

  it('gives a signed-up account its roles and authority; it then signs in as that authority', async () => {
    const { rows } = (await search({ name: SIGN_UP.email })).json();
    const response = await patch(rows[0].id, { roles: ['003'], localAuthorityId: 'LG-11001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['003'], defaultRole: '003', localAuthorityId: 'LG-11001' });
    const session = await login(app(), SIGN_UP.email, SIGN_UP.password);
    expect(session.loggedUser).toMatchObject({ roles: ['003'], selectedLocalAuthority: { id: 'LG-11001' } });

    const refused = await patch(rows[0].id, { roles: ['004'] });
    expect(refused.json()).toEqual({
      message: 'recyclerId is required for role 004',
      code: 'VALIDATION_FAILED',
      reason: 'RECYCLER_FOR_ROLE',
    });
    expect((await patch(rows[0].id, { defaultRole: '001' })).json().message).toBe('defaultRole must be one of roles');
    expect((await patch(rows[0].id, { localAuthorityId: 'LG-99999' })).statusCode).toBe(404);
    expect((await patch('00000000-0000-4000-8000-000000000000', { disabled: true })).statusCode).toBe(404);

    const { rows: audit } = await app().db.query<{ actor_user_id: string; before: { roles: string[] }; after: { roles: string[] } }>(
      "SELECT actor_user_id, before, after FROM audit_log WHERE entity = 'user' AND action = 'update' AND entity_id = $1",
      [rows[0].id],
    );
    expect(audit).toEqual([
      {
        actor_user_id: sessions.superAdmin.loggedUser.id,
        before: expect.objectContaining({ roles: [] }),
        after: expect.objectContaining({ roles: ['003'] }),
      },
    ]);
  });

  it('disables an account: its tokens stop at once and it cannot sign in until enabled', async () => {
    const session = await login(app(), DEMO.recycler);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const disabled = await patch(session.loggedUser.id, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const refresh = await app().inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(session.refreshToken) });
    expect(refresh.statusCode).toBe(401);
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { username: DEMO.recycler, password: 'wrong one' },
    });
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS');
    await expect(login(app(), DEMO.recycler)).rejects.toThrow(/403.*This account is disabled/);
    expect((await search({ disabled: true })).json().rows.map((row: { email: string }) => row.email)).toEqual([DEMO.recycler]);

    expect((await patch(session.loggedUser.id, { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await me((await login(app(), DEMO.recycler)).accessToken)).statusCode).toBe(200);
    const { rows } = await app().db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_id = $1 AND action IN ('disable', 'enable') ORDER BY id",
      [session.loggedUser.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['disable', 'enable']);
  });

  it('keeps the last super admin: it cannot lose 005 or be disabled', async () => {
    const id = sessions.superAdmin.loggedUser.id;
    for (const change of [{ roles: ['001'] }, { disabled: true }]) {
      const response = await patch(id, change);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: LAST_SUPER_ADMIN });
    }
    // With a second super admin, the first may step down; the second is then the last.
    const admin = await login(app(), DEMO.admin);
    expect((await patch(admin.loggedUser.id, { roles: ['001', '005'] })).statusCode).toBe(200);
    expect((await patch(id, { roles: ['001'] })).statusCode).toBe(200);
    const second = await patch(admin.loggedUser.id, { disabled: true }, admin.accessToken);
    expect(second.json()).toEqual(LAST_SUPER_ADMIN);
    expect((await patch(id, { roles: ['001', '005'], defaultRole: '005' }, admin.accessToken)).statusCode).toBe(200);
  });

  it('mails a password-reset link to the account', async () => {
    const customs = await login(app(), DEMO.customs);
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/users/${customs.loggedUser.id}/password-reset`,
      headers: bearer(sessions.superAdmin.accessToken),
    });
    expect(response.statusCode).toBe(202);
    expect(mailer.lastResetToken(DEMO.customs)).toBeTruthy();
    const { rows } = await app().db.query("SELECT actor_user_id FROM audit_log WHERE action = 'send-password-reset' AND entity_id = $1", [
      customs.loggedUser.id,
    ]);
    expect(rows).toEqual([{ actor_user_id: sessions.superAdmin.loggedUser.id }]);
  });

  it('is for super admins only', async () => {
    const admin = await login(app(), DEMO.admin);
    for (const email of [DEMO.customs, DEMO.colomboMc]) {
      const token = (await login(app(), email)).accessToken;
      expect((await search({}, token)).statusCode).toBe(403);
      expect((await patch(admin.loggedUser.id, { disabled: true }, token)).statusCode).toBe(403);
    }
  });
});
