import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

  it("writes the mail to the log at info level without SMTP_URL, its links' tokens cut out", async () => {
    const info = jest.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    await createLogMailer(log).send({ ...MESSAGE, text: `${MESSAGE.text}\nand /verify-account?token=x_y-Z9 or ?a=1&token=q.` });
    expect(info).toHaveBeenCalledWith(
      { to: MESSAGE.to, subject: MESSAGE.subject },
      expect.stringContaining('reset-password?token=[not logged]'),
    );
    const line = info.mock.calls[0][1] as string;
    expect(line).toContain('SMTP_URL is not set');
    expect(line).toContain('/verify-account?token=[not logged] or ?a=1&token=[not logged]');
    expect(line).not.toMatch(/abc|x_y-Z9|q\./);
    await createMailer({ smtpUrl: undefined, mailFrom: 'x@y' }, log).send(MESSAGE);
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('writes each mail to a file of its own, readable by its owner only, with SMTP_URL=file:///dir', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'waste-mail-'));
    const log = { info: jest.fn() } as unknown as FastifyBaseLogger;
    await createMailer({ smtpUrl: pathToFileURL(path.join(directory, 'out')).href, mailFrom: 'x@y' }, log).send(MESSAGE);
    const files = await readdir(path.join(directory, 'out'));
    expect(files).toHaveLength(1);
    expect(JSON.parse(await readFile(path.join(directory, 'out', files[0]), 'utf8'))).toEqual(MESSAGE);
    expect((await stat(path.join(directory, 'out', files[0]))).mode & 0o777).toBe(0o600);
    expect(log.info).not.toHaveBeenCalled();
    await rm(directory, { recursive: true });
  });

  it('builds an SMTP mailer when SMTP_URL is set, without connecting', () => {
    const log = { info: jest.fn() } as unknown as FastifyBaseLogger;
    expect(typeof createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'x@y' }, log).send).toBe('function');
    expect(log.info).not.toHaveBeenCalled();
  });
});
