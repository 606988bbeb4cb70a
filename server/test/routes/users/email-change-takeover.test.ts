import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const PUBLIC_URL = 'https://waste.example.lk';
const LINK_REFUSED = { message: 'This confirmation link is invalid or has expired', code: 'EMAIL_CHANGE_INVALID' };

/** Issue 37 item 1: someone who once knew the password must not keep a way in through a pending email change. */
describe('a pending email change does not outlive the owner taking the account back', () => {
  const mailer = capturingMailer();
  const app = useTestApp({ publicUrl: PUBLIC_URL }, undefined, { mailer });
  const profileOf = async (token: string) => (await app().inject({ url: '/api/v1/users/me/profile', headers: bearer(token) })).json();
  const requestChange = async (token: string, email: string, owner: string) => {
    const profile = await profileOf(token);
    const response = await app().inject({
      method: 'PUT',
      url: '/api/v1/users/me/profile',
      headers: bearer(token),
      payload: { ...profile, pendingEmail: undefined, phone: '0112345678', email, currentPassword: DEMO_PASSWORD },
    });
    expect(response.json()).toMatchObject({ email: owner, pendingEmail: email });
    return mailer.lastLinkToken(email, 'verify-email');
  };
  const confirm = (token: string) => app().inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
  const forgot = (email: string) => app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });

  it('change requested, owner resets the password: the new-address link is refused, a reset to it takes nothing', async () => {
    const attacker = await login(app(), DEMO.customs);
    const link = await requestChange(attacker.accessToken, 'thief@example.com', DEMO.customs);

    const warning = mailer.sent.find((mail) => mail.to === DEMO.customs && mail.subject === 'Your email is about to change');
    expect(warning?.text).toContain(`${PUBLIC_URL}/profile`);
    expect(warning?.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(warning?.text).toMatch(/cancel/i);

    expect((await forgot(DEMO.customs)).statusCode).toBe(202);
    await runMailJobs(app(), mailer);
    const reset = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: mailer.lastResetToken(DEMO.customs), password: 'the owner took it back' },
    });
    expect(reset.statusCode).toBe(204);

    const followed = await confirm(link);
    expect(followed.statusCode).toBe(400);
    expect(followed.json()).toEqual(LINK_REFUSED);

    const sentBefore = mailer.sent.length;
    expect((await forgot('thief@example.com')).statusCode).toBe(202);
    await runMailJobs(app(), mailer);
    expect(mailer.sent.slice(sentBefore).filter((mail) => mail.to === 'thief@example.com')).toEqual([]);
    const owner = await login(app(), DEMO.customs, 'the owner took it back');
    expect(owner.loggedUser.email).toBe(DEMO.customs);
    expect((await profileOf(owner.accessToken)).pendingEmail).toBeNull();
  });

  it('a password change cancels a pending change too', async () => {
    const session = await login(app(), DEMO.recycler);
    const link = await requestChange(session.accessToken, 'someone.else@example.com', DEMO.recycler);
    const changed = await app().inject({
      method: 'POST',
      url: '/api/v1/users/me/password',
      headers: bearer(session.accessToken),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'a fresh password' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await confirm(link)).json()).toEqual(LINK_REFUSED);
    const again = await login(app(), DEMO.recycler, 'a fresh password');
    expect((await profileOf(again.accessToken)).pendingEmail).toBeNull();
  });

  it('the owner cancels a pending change; its link is refused afterwards', async () => {
    const session = await login(app(), DEMO.colomboMc);
    const link = await requestChange(session.accessToken, 'not.mine@example.com', DEMO.colomboMc);
    const cancel = () => app().inject({ method: 'DELETE', url: '/api/v1/users/me/email-change', headers: bearer(session.accessToken) });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(204);
    expect((await profileOf(session.accessToken)).pendingEmail).toBeNull();
    expect((await confirm(link)).json()).toEqual(LINK_REFUSED);
    // Nothing pending: still 204, nothing to tell.
    expect((await cancel()).statusCode).toBe(204);
    expect((await app().inject({ method: 'DELETE', url: '/api/v1/users/me/email-change' })).statusCode).toBe(401);
    const { rows } = await app().db.query("SELECT 1 FROM audit_log WHERE action = 'cancel-email-change' AND entity_id = $1", [
      session.loggedUser.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});
