import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The one way the server sends mail; tests hand the app a fake to read what would be sent. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the SMTP mailer needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
}

export function createTransportMailer(transport: MailTransport, from: string): Mailer {
  return { send: async (message) => void (await transport.sendMail({ from, ...message })) };
}

/** Without an SMTP server (development, demos) the mail goes to the log, where the operator can read it. */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    send: async (message) => {
      log.info({ to: message.to, subject: message.subject }, `Mail not sent (SMTP_URL is not set). It reads:\n${message.text}`);
    },
  };
}

export function createMailer(config: { smtpUrl: string | undefined; mailFrom: string }, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) return createLogMailer(log);
  return createTransportMailer(nodemailer.createTransport(config.smtpUrl), config.mailFrom);
}

/**
 * Sends without letting a failed delivery change the answer: whether a mail went out must not tell the
 * caller whether an account exists. The failure goes to the log.
 */
export async function sendQuietly(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger): Promise<void> {
  await mailer.send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail failed'));
}
