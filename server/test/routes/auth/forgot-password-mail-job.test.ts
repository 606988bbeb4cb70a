import type { Mailer, MailMessage } from '#mail/mailer';
import { FORGOT_PASSWORD_MESSAGE } from '#routes/auth/schemas';
import { DEMO } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const MAILER_DELAY_MS = 1_500;

/** A mail server that takes its time, as the probe's did: an answer that waited for it would show. */
function slowMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, MAILER_DELAY_MS));
      sent.push(message);
    },
  };
}

/** Issue 37 item 4: the answer must not tell, by its time, whether the address has an account. */
describe('POST /api/v1/auth/forgot-password answers before any mail is sent', () => {
  const mailer = slowMailer();
  const app = useTestApp({}, undefined, { mailer });
  const forgot = async (email: string, remoteAddress: string) => {
    const started = performance.now();
    const response = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress });
    return { response, ms: performance.now() - started };
  };

  it.each([
    ['an account', DEMO.admin, '10.37.4.1'],
    ['no account', 'nobody.here@example.com', '10.37.4.2'],
  ])('with %s: the same answer, without waiting for the mailer; the job sends the mail', async (_case, email, address) => {
    const { response, ms } = await forgot(email, address);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(ms).toBeLessThan(MAILER_DELAY_MS);
    expect(mailer.sent).toEqual([]);
    const { rows } = await app().db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'password-reset-mail' AND state = 'created'",
    );
    expect(rows[0].n).toBe(1);

    expect(await runMailJobs(app(), mailer)).toBe(1);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(email === DEMO.admin ? [DEMO.admin] : []);
    mailer.sent.length = 0;
  });

  it('keeps no token in the job: only the address travels through the queue', async () => {
    await forgot(DEMO.customs, '10.37.4.3');
    const { rows } = await app().db.query<{ data: object }>(
      "SELECT data FROM pgboss.job WHERE name = 'password-reset-mail' AND state = 'created'",
    );
    expect(rows.map((row) => row.data)).toEqual([{ email: DEMO.customs, language: 'en' }]);
    await runMailJobs(app(), mailer);
  });
});
