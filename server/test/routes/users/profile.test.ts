import { bearer, DEMO, login } from '#test/helpers/login';
import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { useTestApp } from '#test/helpers/test-app';
import { markEmailVerified } from '#test/mail/run-mail-jobs';

const PROFILE = {
  firstName: 'Kumari',
  lastName: 'Jayasinghe-Perera',
  email: 'Kumari.J@Example.com',
  phone: '+94 11 234 5678',
  bio: 'Runs the national dashboard.',
  socialLinks: { facebook: 'https://facebook.com/kumari', x: '', linkedin: 'http://linkedin.com/in/kumari', instagram: '' },
};

describe('GET and PUT /api/v1/users/me/profile', () => {
  const mailer = capturingMailer();
  const app = useTestApp({}, undefined, { mailer });
  const get = (token: string) => app().inject({ url: '/api/v1/users/me/profile', headers: bearer(token) });
  const put = (token: string, payload: object) =>
    app().inject({ method: 'PUT', url: '/api/v1/users/me/profile', payload, headers: bearer(token) });

  it('answers empty strings for the fields never set', async () => {
    const session = await login(app(), DEMO.customs);
    const response = await get(session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Ruwan',
      lastName: 'Fernando',
      email: 'customs@demo.lk',
      phone: '',
      bio: '',
      socialLinks: { facebook: '', x: '', linkedin: '', instagram: '' },
      pendingEmail: null,
    });
    expect((await app().inject({ url: '/api/v1/users/me/profile' })).statusCode).toBe(401);
  });

  it('saves the profile and reads it back; a new email waits for its link before it signs in', async () => {
    const session = await login(app(), DEMO.admin);
    const saved = await put(session.accessToken, { ...PROFILE, currentPassword: DEMO_PASSWORD });
    expect(saved.statusCode).toBe(200);
    const expected = { ...PROFILE, email: DEMO.admin, pendingEmail: 'kumari.j@example.com' };
    expect(saved.json()).toEqual(expected);
    expect((await get(session.accessToken)).json()).toEqual(expected);
    await expect(login(app(), 'kumari.j@example.com')).rejects.toThrow('answered 401');
    expect(mailer.sent.find((mail) => mail.to === DEMO.admin)?.subject).toBe('Your email is about to change');

    const token = mailer.lastLinkToken('kumari.j@example.com', 'verify-email');
    const verified = await app().inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(verified.statusCode).toBe(204);
    const again = await login(app(), 'kumari.j@example.com');
    expect(again.loggedUser).toMatchObject({ lastName: 'Jayasinghe-Perera', email: 'kumari.j@example.com', roles: ['001'] });
    expect((await get(again.accessToken)).json().pendingEmail).toBeNull();
    const reused = await app().inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(reused.json()).toEqual({ message: 'This confirmation link is invalid or has expired', code: 'EMAIL_CHANGE_INVALID' });
    const { rows } = await app().db.query(
      "SELECT action FROM audit_log WHERE action IN ('update-profile', 'change-email') AND entity_id = $1",
      [session.loggedUser.id],
    );
    expect(rows).toHaveLength(2);
  });

  it('needs the current password to change the email, so a stolen access token cannot take the account over', async () => {
    const session = await login(app(), DEMO.colomboMc);
    const missing = await put(session.accessToken, { ...PROFILE, email: 'attacker@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
    const wrong = await put(session.accessToken, { ...PROFILE, email: 'attacker@example.com', currentPassword: 'a guess' });
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', code: 'WRONG_PASSWORD' });
    expect(mailer.sent.some((mail) => mail.to === 'attacker@example.com')).toBe(false);
    const forgot = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'attacker@example.com' } });
    expect(forgot.statusCode).toBe(202);
    expect(mailer.sent.some((mail) => mail.to === 'attacker@example.com')).toBe(false);
    expect((await get(session.accessToken)).json()).toMatchObject({ email: DEMO.colomboMc, pendingEmail: null });
  });

  it("answers another account's email as any other, in any case, and tells that account's owner instead", async () => {
    const session = await login(app(), DEMO.recycler);
    const response = await put(session.accessToken, { ...PROFILE, email: 'CUSTOMS@demo.lk', currentPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: DEMO.recycler, pendingEmail: DEMO.customs });
    expect(mailer.sent.at(-2)).toMatchObject({ to: DEMO.customs, subject: 'Someone asked to use your email' });
    const own = await put(session.accessToken, { ...PROFILE, email: 'RECYCLER@demo.lk' });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(DEMO.recycler);
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['email', { email: 'nope' }],
    ['phone', { phone: 'call me' }],
    ['bio', { bio: 'b'.repeat(501) }],
    ['socialLinks.facebook', { socialLinks: { ...PROFILE.socialLinks, facebook: 'ftp://facebook.com/x' } }],
    ['socialLinks.x', { socialLinks: { ...PROFILE.socialLinks, x: `https://x.com/${'a'.repeat(200)}` } }],
    ['socialLinks.instagram', { socialLinks: { facebook: '', x: '', linkedin: '' } }],
  ])('answers 400 naming body.%s', async (field, change) => {
    const session = await login(app(), DEMO.colomboMc);
    const response = await put(session.accessToken, { ...PROFILE, email: 'colombo.mc@demo.lk', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^body\\.${field.replace('.', '\\.')} `));
  });
});

describe('POST /api/v1/users/me/password', () => {
  const app = useTestApp();
  const change = (token: string, payload: object) =>
    app().inject({ method: 'POST', url: '/api/v1/users/me/password', payload, headers: bearer(token) });

  it('changes the password when the current one is right', async () => {
    const session = await login(app(), DEMO.customs);
    const response = await change(session.accessToken, { currentPassword: 'Demo@1234', newPassword: 'a new password' });
    expect(response.statusCode).toBe(204);
    await expect(login(app(), DEMO.customs)).rejects.toThrow(/401/);
    await login(app(), DEMO.customs, 'a new password');
    const { rows } = await app().db.query("SELECT 1 FROM audit_log WHERE action = 'change-password' AND entity_id = $1", [
      session.loggedUser.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a common or breached new password', async () => {
    const session = await login(app(), DEMO.colomboMc);
    const response = await change(session.accessToken, { currentPassword: DEMO_PASSWORD, newPassword: '12345678' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('COMMON_PASSWORD');
    expect(response.json().details).toEqual([
      { field: 'body.newPassword', message: 'body.newPassword is on the list of common and breached passwords' },
    ]);
  });

  it('refuses a wrong current password and a too short new one', async () => {
    const session = await login(app(), DEMO.recycler);
    const wrong = await change(session.accessToken, { currentPassword: 'not it', newPassword: 'a new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', code: 'WRONG_PASSWORD' });
    const short = await change(session.accessToken, { currentPassword: 'Demo@1234', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^body\.newPassword /);
    await login(app(), DEMO.recycler);
  });

  it('works for a user with no role, as do the profile routes', async () => {
    const payload = {
      firstName: 'New',
      lastName: 'Comer',
      email: 'newcomer@example.com',
      phone: '0771234567',
      organisation: 'Galle MC',
      password: 'first password',
    };
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload })).statusCode).toBe(202);
    await markEmailVerified(app(), payload.email);
    const session = await login(app(), 'newcomer@example.com', 'first password');
    const profile = await app().inject({ url: '/api/v1/users/me/profile', headers: bearer(session.accessToken) });
    expect(profile.json()).toMatchObject({ firstName: 'New', lastName: 'Comer', email: 'newcomer@example.com', phone: '0771234567' });
    expect((await change(session.accessToken, { currentPassword: 'first password', newPassword: 'second password' })).statusCode).toBe(204);
    await login(app(), 'newcomer@example.com', 'second password');
  });
});
