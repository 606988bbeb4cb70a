import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { FORGOT_PASSWORD_MESSAGE } from '#routes/auth/schemas';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const INVALID = { message: 'This reset link is invalid or has expired', code: 'RESET_INVALID' };

describe('reset links end with any password change, and an account gets only a few an hour', () => {
  const mailer = capturingMailer();
  const app = useTestApp({}, undefined, { mailer });
  let address = 0;
  const forgot = (email: string) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: `10.37.6.${++address}` });
  const reset = (token: string, password: string) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
  const resetMailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email && mail.subject === 'Reset your password');

  // Issue 37 item 6.
  it('a password change ends every reset link mailed before it', async () => {
    await forgot(DEMO.customs);
    await runMailJobs(app(), mailer);
    const mailedBefore = mailer.lastResetToken(DEMO.customs);
    const session = await login(app(), DEMO.customs);
    const changed = await app().inject({
      method: 'POST',
      url: '/api/v1/users/me/password',
      headers: bearer(session.accessToken),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'changed on the profile page' },
    });
    expect(changed.statusCode).toBe(204);
    const used = await reset(mailedBefore, 'the thief picks this');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(INVALID);
    expect((await login(app(), DEMO.customs, 'changed on the profile page')).loggedUser.email).toBe(DEMO.customs);
  });

  it('a reset ends every other reset link of the account', async () => {
    await forgot(DEMO.recycler);
    await runMailJobs(app(), mailer);
    const first = mailer.lastResetToken(DEMO.recycler);
    await forgot(DEMO.recycler);
    await runMailJobs(app(), mailer);
    const second = mailer.lastResetToken(DEMO.recycler);
    expect((await reset(second, 'the second link won')).statusCode).toBe(204);
    expect((await reset(first, 'the first link is spent')).json()).toEqual(INVALID);
  });

  // Issue 37 item 7.
  it('mails at most 3 reset links an hour to one account; past the cap the answer is the same and nothing is sent', async () => {
    for (let n = 0; n < 6; n += 1) {
      const response = await forgot(DEMO.colomboMc);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    await runMailJobs(app(), mailer);
    expect(resetMailsTo(DEMO.colomboMc)).toHaveLength(3);
    const { rows } = await app().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [DEMO.colomboMc],
    );
    expect(rows[0].n).toBe(3);

    // An hour on, the account may have links again.
    await app().db.query(
      "UPDATE password_reset_tokens SET created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes'",
    );
    await forgot(DEMO.colomboMc);
    await runMailJobs(app(), mailer);
    expect(resetMailsTo(DEMO.colomboMc)).toHaveLength(4);
  });
});
