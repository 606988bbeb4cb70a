import { JOB_DEFINITIONS } from '#jobs/job-definitions';
import { PASSWORD_RESET_MAIL_QUEUE, passwordResetMailJobWith } from '#jobs/password-reset-mail';
import { VERIFICATION_MAIL_QUEUE, verificationMailJobWith } from '#jobs/verification-mail';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { DEMO } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const PUBLIC_URL = 'https://waste.example.lk';

describe('the account mail jobs, worked by the queue', () => {
  const mailer = capturingMailer();
  const settings = () => ({ mailer, publicUrl: PUBLIC_URL });
  const app = useTestApp({ publicUrl: PUBLIC_URL }, undefined, {
    jobs: { workers: true, pollingIntervalSeconds: 1 },
    jobDefinitions: [passwordResetMailJobWith(settings), verificationMailJobWith(settings)],
  });
  const mailTo = async (email: string) => {
    const deadline = Date.now() + 30_000;
    while (!mailer.sent.some((mail) => mail.to === email)) {
      if (Date.now() > deadline) throw new Error(`No mail reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return mailer.sent.filter((mail) => mail.to === email);
  };

  it('are among the jobs every worker runs', () => {
    expect(JOB_DEFINITIONS.map((job) => job.name)).toEqual(expect.arrayContaining([PASSWORD_RESET_MAIL_QUEUE, VERIFICATION_MAIL_QUEUE]));
  });

  it('a forgot-password request is answered, then the worker mails the link', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: DEMO.recycler } });
    expect(response.statusCode).toBe(202);
    const [mail] = await mailTo(DEMO.recycler);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
  });

  it('a sign-up is answered, then the worker mails the confirmation link', async () => {
    const payload = {
      firstName: 'Queue',
      lastName: 'Worked',
      email: 'queue.worked@example.com',
      phone: '0771234567',
      organisation: 'Kandy MC',
      password: 'a good password',
    };
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload })).statusCode).toBe(202);
    const [mail] = await mailTo(payload.email);
    expect(mail).toMatchObject({ subject: 'Confirm your email', text: expect.stringContaining(`${PUBLIC_URL}/verify-account?token=`) });
  });
});
