import { RESEND_VERIFICATION_MESSAGE, SIGNUP_MESSAGE } from '#routes/auth/schemas';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const PUBLIC_URL = 'https://waste.example.lk';
const NEW_USER = {
  firstName: 'Sanduni',
  lastName: 'Perera',
  email: 'Sanduni.P@example.com',
  phone: '0771234567',
  organisation: 'Central Environmental Authority',
  password: 'a good password',
};
const NOT_VERIFIED = {
  message: 'Please confirm your email first: open the link we mailed to it, or ask for a new link.',
  code: 'EMAIL_NOT_VERIFIED',
};
const LINK_REFUSED = { message: 'This confirmation link is invalid or has expired', code: 'VERIFICATION_INVALID' };

/** Issue 37 item 5: a sign-up counts only once its address is proved. */
describe('a new sign-up proves its address before it counts', () => {
  const mailer = capturingMailer();
  const app = useTestApp({ publicUrl: PUBLIC_URL }, undefined, { mailer });
  const sessions = useSessions(app, { superAdmin: DEMO.superAdmin });
  const signIn = (username: string, password: string) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: { username, password } });
  const queue = async () =>
    (
      await app().inject({
        method: 'POST',
        url: '/api/v1/users/search',
        payload: { withoutRole: true, pageSize: 100 },
        headers: bearer(sessions.superAdmin.accessToken),
      })
    )
      .json()
      .rows.map((row: { email: string }) => row.email);
  const verify = (token: string) => app().inject({ method: 'POST', url: '/api/v1/auth/verify-account', payload: { token } });
  const resend = (email: string) => app().inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: { email } });
  const email = NEW_USER.email.toLowerCase();

  it('cannot sign in, is not in the role queue, and gets a link by mail (through the job)', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload: NEW_USER });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGNUP_MESSAGE });

    const refused = await signIn(email, NEW_USER.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NOT_VERIFIED);
    // Said only to whoever knows the password.
    expect((await signIn(email, 'a wrong password')).statusCode).toBe(401);
    expect(await queue()).not.toContain(email);

    await runMailJobs(app(), mailer);
    const mail = mailer.sent.find((sent) => sent.to === email);
    expect(mail?.subject).toBe('Confirm your email');
    expect(mail?.text).toContain(`${PUBLIC_URL}/verify-account?token=`);
  });

  it('a new link can be asked for, answered as for any address; the old one still works until used', async () => {
    for (const address of [email, 'nobody.at.all@example.com', DEMO.admin]) {
      const response = await resend(address);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESEND_VERIFICATION_MESSAGE });
    }
    const sentBefore = mailer.sent.length;
    await runMailJobs(app(), mailer);
    expect(mailer.sent.slice(sentBefore).map((mail) => mail.to)).toEqual([email]);
  });

  it('the link proves the address: the account signs in and waits in the role queue; the link is spent', async () => {
    const token = mailer.lastLinkToken(email, 'verify-account');
    expect((await verify('made-up')).json()).toEqual(LINK_REFUSED);
    expect((await verify(token)).statusCode).toBe(204);
    expect((await signIn(email, NEW_USER.password)).statusCode).toBe(200);
    expect(await queue()).toContain(email);
    expect((await verify(token)).json()).toEqual(LINK_REFUSED);
    const { rows } = await app().db.query(
      "SELECT 1 FROM audit_log a JOIN users u ON u.id::text = a.entity_id WHERE a.action = 'verify-email' AND u.email = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    // Verified: asking for a link again sends nothing.
    const sentBefore = mailer.sent.length;
    await resend(email);
    await runMailJobs(app(), mailer);
    expect(mailer.sent.length).toBe(sentBefore);
  });

  it('an expired link is refused', async () => {
    const other = 'late.reader@example.com';
    await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { ...NEW_USER, email: other } });
    await runMailJobs(app(), mailer);
    await app().db.query("UPDATE email_verifications SET expires_at = now() - interval '1 second'");
    expect((await verify(mailer.lastLinkToken(other, 'verify-account'))).json()).toEqual(LINK_REFUSED);
    expect((await signIn(other, NEW_USER.password)).json()).toEqual(NOT_VERIFIED);
  });

  it('signing up again with a taken address mails its owner, not a link', async () => {
    const sentBefore = mailer.sent.length;
    await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { ...NEW_USER, email: DEMO.customs } });
    await runMailJobs(app(), mailer);
    expect(mailer.sent.slice(sentBefore)).toEqual([expect.objectContaining({ to: DEMO.customs, subject: 'You already have an account' })]);
  });

  it('demo accounts and accounts a super admin creates count as verified', async () => {
    expect((await signIn(DEMO.customs, 'Demo@1234')).statusCode).toBe(200);
    const created = await app().inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(sessions.superAdmin.accessToken),
      payload: {
        email: 'made.by.admin@example.com',
        firstName: 'Made',
        lastName: 'ByAdmin',
        roles: ['001'],
        defaultRole: '001',
      },
    });
    expect(created.statusCode).toBe(201);
    // Its holder chooses the password through the link mailed to it; no confirmation link is needed besides.
    const token = mailer.lastResetToken('made.by.admin@example.com');
    const chosen = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'chosen by the holder' },
    });
    expect(chosen.statusCode).toBe(204);
    expect((await login(app(), 'made.by.admin@example.com', 'chosen by the holder')).loggedUser.roles).toEqual(['001']);
  });

  it('mails at most 3 links an hour to one unconfirmed account', async () => {
    const capped = 'capped.signup@example.com';
    await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { ...NEW_USER, email: capped } });
    for (let n = 0; n < 5; n += 1) await resend(capped);
    await runMailJobs(app(), mailer);
    expect(mailer.sent.filter((mail) => mail.to === capped)).toHaveLength(3);
  });
});
