import type { FastifyBaseLogger } from 'fastify';
import { createLogMailer, createMailer, createTransportMailer, type MailTransport } from '#mail/mailer';

const MESSAGE = { to: 'user@example.com', subject: 'Reset your password', text: 'open http://localhost:8080/reset-password?token=abc' };

describe('mailers', () => {
  it('sends through a transport with the configured sender', async () => {
    const sendMail = jest.fn(async () => ({}));
    const transport: MailTransport = { sendMail };
    await createTransportMailer(transport, 'no-reply@waste.lk').send(MESSAGE);
    expect(sendMail).toHaveBeenCalledWith({ from: 'no-reply@waste.lk', ...MESSAGE });
  });

  it('writes the mail, link included, to the log at info level without SMTP_URL', async () => {
    const info = jest.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    await createLogMailer(log).send(MESSAGE);
    expect(info).toHaveBeenCalledWith({ to: MESSAGE.to, subject: MESSAGE.subject }, expect.stringContaining('reset-password?token=abc'));
    expect(info.mock.calls[0][1]).toContain('SMTP_URL is not set');
    await createMailer({ smtpUrl: undefined, mailFrom: 'x@y' }, log).send(MESSAGE);
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('builds an SMTP mailer when SMTP_URL is set, without connecting', () => {
    const log = { info: jest.fn() } as unknown as FastifyBaseLogger;
    expect(typeof createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'x@y' }, log).send).toBe('function');
    expect(log.info).not.toHaveBeenCalled();
  });
});
