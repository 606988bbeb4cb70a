import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { createMailer, type Mailer } from './mailer';

/** What a mail job needs: how to send, and where the browser reaches the app (for the links). */
export interface MailSettings {
  mailer: Mailer;
  publicUrl: string;
}

export type MailSettingsOf = (log: FastifyBaseLogger) => MailSettings;

let fromEnvironment: MailSettings | undefined;

/**
 * The worker sends with the same settings as the server (SMTP_URL, MAIL_FROM, PUBLIC_URL), read once from
 * the environment: in the production shape the worker is a process of its own, without the API's mailer.
 * Tests hand a job their own settings instead (passwordResetMailJobWith and the like).
 */
export const mailSettingsFromEnvironment: MailSettingsOf = (log) => {
  if (!fromEnvironment) {
    const config = loadConfig();
    fromEnvironment = { mailer: createMailer(config, log), publicUrl: config.publicUrl };
  }
  return fromEnvironment;
};
