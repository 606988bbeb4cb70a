import type { FastifyBaseLogger } from 'fastify';
import { createLogMailer, type Mailer, type MailMessage } from '#mail/mailer';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

/**
 * Issue 37 item 10: every line the server logs while a reset link and an invitation are mailed, followed
 * and used. The mailer is the one a server without SMTP_URL has (mail written to the log); the test keeps
 * a copy of each mail to know the tokens.
 */
describe('no token reaches a log line, mail off or on', () => {
  const lines: string[] = [];
  const mailed: MailMessage[] = [];
  let log: FastifyBaseLogger | undefined;
  const mailer: Mailer = {
    send: async (message) => {
      mailed.push(message);
      if (log) await createLogMailer(log).send(message);
    },
  };
  const app = useTestApp(
    { logLevel: 'info', publicUrl: 'https://waste.example.lk' },
    (built) => {
      log = built.log;
    },
    { mailer, logStream: { write: (line) => void lines.push(line) } },
  );
  const tokenOf = (message: MailMessage) => /[?&]token=([^\s&]+)/.exec(message.text)?.[1];

  it('during a password reset and an invitation, from the request to the link being used', async () => {
    const forgot = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: DEMO.admin } });
    expect(forgot.statusCode).toBeLessThan(300);
    await runMailJobs(app(), mailer);

    const superAdmin = await login(app(), DEMO.superAdmin);
    const { rows } = await app().db.query<{ id: string }>('SELECT id FROM recyclers ORDER BY id LIMIT 1');
    const invited = await app().inject({
      method: 'POST',
      url: '/api/v1/recycler/create-account',
      headers: bearer(superAdmin.accessToken),
      payload: { recyclerId: rows[0].id, email: 'invited.owner@recycler.example', firstName: 'Nimal', lastName: 'Perera' },
    });
    expect(invited.statusCode).toBe(201);

    const tokens = mailed.map(tokenOf).filter((token): token is string => token !== undefined);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      // The page the link opens, then the form's post with the token in its body.
      await app().inject({ url: `/reset-password?token=${encodeURIComponent(token)}` });
      await app().inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'a long new passphrase 37' } });
    }

    const log = lines.join('');
    expect(log).toContain('Mail not sent (SMTP_URL is not set)');
    expect(log).toContain('/reset-password');
    for (const token of tokens) expect(log.includes(token)).toBe(false);
    expect(log).not.toContain(superAdmin.accessToken);
  });
});
