import { FORGOT_PASSWORD_MESSAGE } from '#routes/auth/schemas';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const forgot = (email: string) => ({ method: 'POST' as const, url: '/api/v1/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/reset-password',
  payload: { token, password },
});
const signIn = (username: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/authenticate',
  payload: { username, password },
});
const INVALID = { message: 'This reset link is invalid or has expired', code: 'RESET_INVALID' };

describe('forgot password and reset password', () => {
  const mailer = capturingMailer();
  const app = useTestApp({ publicUrl: 'https://waste.example.lk' }, undefined, { mailer });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await app().inject(forgot('nobody@example.com'));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'If an account exists for this email, a reset link has been sent.' });
    expect(FORGOT_PASSWORD_MESSAGE).toBe('If an account exists for this email, a reset link has been sent.');
    expect(await runMailJobs(app(), mailer)).toBe(1);
    expect(mailer.sent).toHaveLength(0);
  });

  it('mails a link, resets once, signs out everywhere, and refuses the token again', async () => {
    const before = await login(app(), DEMO.customs);
    const response = await app().inject(forgot('  Customs@Demo.lk '));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await runMailJobs(app(), mailer);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].text).toContain('https://waste.example.lk/reset-password?token=');
    const token = mailer.lastResetToken(DEMO.customs);

    const { rows } = await app().db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);

    expect((await app().inject(reset(token, 'brand new password'))).statusCode).toBe(204);
    expect((await app().inject(signIn(DEMO.customs, 'Demo@1234'))).statusCode).toBe(401);
    expect((await app().inject(signIn(DEMO.customs, 'brand new password'))).statusCode).toBe(200);
    const refresh = await app().inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(before.refreshToken) });
    expect(refresh.statusCode).toBe(401);

    const again = await app().inject(reset(token, 'another password'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await app().inject(signIn(DEMO.customs, 'brand new password'))).statusCode).toBe(200);

    const audit = await app().db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id",
      [before.loggedUser.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['request-password-reset', 'reset-password']));
  });

  it('refuses an unknown or expired token and a too short password', async () => {
    expect((await app().inject(reset('made-up-token', 'long enough'))).json()).toEqual(INVALID);

    await app().inject(forgot(DEMO.recycler));
    await runMailJobs(app(), mailer);
    const token = mailer.lastResetToken(DEMO.recycler);
    const tooShort = await app().inject(reset(token, 'short'));
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toMatch(/^body\.password /);

    await app().db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    const expired = await app().inject(reset(token, 'long enough'));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID);
    expect((await app().inject(signIn(DEMO.recycler, 'Demo@1234'))).statusCode).toBe(200);
  });

  it('keeps a token valid for one hour', async () => {
    await app().inject(forgot(DEMO.colomboMc));
    await runMailJobs(app(), mailer);
    const { rows } = await app().db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0].seconds).toBe(3600);
  });

  it('still answers 202 when the mail cannot be sent; the failed job is tried again by the queue', async () => {
    const failing = jest.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    expect((await app().inject(forgot(DEMO.admin))).statusCode).toBe(202);
    await expect(runMailJobs(app(), mailer)).rejects.toThrow('SMTP down');
    failing.mockRestore();
  });
});
