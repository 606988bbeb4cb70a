import { bearer, DEMO, login } from '../../helpers/login';
import { useTestApp } from '../../helpers/test-app';

const PROFILE = {
  firstName: 'Kumari',
  lastName: 'Jayasinghe-Perera',
  email: 'Kumari.J@Example.com',
  phone: '+94 11 234 5678',
  bio: 'Runs the national dashboard.',
  socialLinks: { facebook: 'https://facebook.com/kumari', x: '', linkedin: 'http://linkedin.com/in/kumari', instagram: '' },
};

describe('GET and PUT /api/v1/users/me/profile', () => {
  const app = useTestApp();
  const get = (token: string) => app().inject({ url: '/api/v1/users/me/profile', headers: bearer(token) });
  const put = (token: string, payload: object) => app().inject({ method: 'PUT', url: '/api/v1/users/me/profile', payload, headers: bearer(token) });

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
    });
    expect((await app().inject({ url: '/api/v1/users/me/profile' })).statusCode).toBe(401);
  });

  it('saves the profile and reads it back; the new email signs in', async () => {
    const session = await login(app(), DEMO.admin);
    const saved = await put(session.accessToken, PROFILE);
    expect(saved.statusCode).toBe(200);
    const expected = { ...PROFILE, email: 'kumari.j@example.com' };
    expect(saved.json()).toEqual(expected);
    expect((await get(session.accessToken)).json()).toEqual(expected);
    const again = await login(app(), 'kumari.j@example.com');
    expect(again.loggedUser).toMatchObject({ lastName: 'Jayasinghe-Perera', email: 'kumari.j@example.com', roles: ['001'] });
    const { rows } = await app().db.query("SELECT 1 FROM audit_log WHERE action = 'update-profile' AND entity_id = $1", [session.loggedUser.id]);
    expect(rows).toHaveLength(1);
  });

  it("answers 409 for another account's email, in any case", async () => {
    const session = await login(app(), DEMO.recycler);
    const response = await put(session.accessToken, { ...PROFILE, email: 'COLOMBO.MC@demo.lk' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
    const own = await put(session.accessToken, { ...PROFILE, email: 'RECYCLER@demo.lk' });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe('recycler@demo.lk');
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
    const { rows } = await app().db.query("SELECT 1 FROM audit_log WHERE action = 'change-password' AND entity_id = $1", [session.loggedUser.id]);
    expect(rows).toHaveLength(1);
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
    const payload = { firstName: 'New', lastName: 'Comer', email: 'newcomer@example.com', phone: '0771234567', password: 'first password' };
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload })).statusCode).toBe(201);
    const session = await login(app(), 'newcomer@example.com', 'first password');
    const profile = await app().inject({ url: '/api/v1/users/me/profile', headers: bearer(session.accessToken) });
    expect(profile.json()).toMatchObject({ firstName: 'New', lastName: 'Comer', email: 'newcomer@example.com', phone: '0771234567' });
    expect((await change(session.accessToken, { currentPassword: 'first password', newPassword: 'second password' })).statusCode).toBe(204);
    await login(app(), 'newcomer@example.com', 'second password');
  });
});
