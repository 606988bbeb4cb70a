import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** A link's token, in a mail written to the log: replaced, so that no log line can be used to take an account. */
const LINK_TOKEN = /([?&]token=)[^\s&]+/g;

/**
 * Without an SMTP server (development, demos) the mail goes to the log, where the operator can read it, but
 * with its links' tokens cut out: mail is off, and a log line must never open an account.
 */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    send: async (message) => {
      const text = message.text.replace(LINK_TOKEN, '$1[not logged]');
      log.info({ to: message.to, subject: message.subject }, `Mail not sent (SMTP_URL is not set). It reads:\n${text}`);
    },
  };
}

/**
 * `SMTP_URL=file:///some/dir`: each mail is written there as a JSON file, readable by its owner only, and not
 * sent. For local runs and the browser tests, which read the links from there.
 */
export function createDirectoryMailer(directory: string): Mailer {
  return {
    send: async (message) => {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(path.join(directory, name), JSON.stringify(message), { mode: 0o600 });
    },
  };
}

export function createMailer(config: { smtpUrl: string | undefined; mailFrom: string }, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) return createLogMailer(log);
  if (config.smtpUrl.startsWith('file:')) return createDirectoryMailer(fileURLToPath(config.smtpUrl));
  return createTransportMailer(nodemailer.createTransport(config.smtpUrl), config.mailFrom);
}

/**
 * Sends without letting a failed delivery change the answer: whether a mail went out must not tell the
 * caller whether an account exists. The failure goes to the log.
 */
export async function sendQuietly(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger): Promise<void> {
  await mailer.send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail failed'));
}
