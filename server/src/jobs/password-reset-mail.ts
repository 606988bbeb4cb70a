import { createResetTokenWithinCap } from '../auth/password-reset';
import { passwordResetMail } from '../mail/account-mails';
import type { MailLanguage } from '../mail/mail-words';
import { mailSettingsFromEnvironment, type MailSettingsOf } from '../mail/mail-settings';
import { findPasswordHash } from '../users/user-repository';
import type { JobDefinition } from './job-definition';

export const PASSWORD_RESET_MAIL_QUEUE = 'password-reset-mail';

/**
 * Only the address travels through the queue, for every forgot-password request alike: the job decides
 * whether a link goes out, and the token exists only in the database (as its hash) and in the mail.
 */
export interface PasswordResetMailPayload {
  email: string;
  /** The language of the page that asked (ADR 0214); jobs queued before it came are English. */
  language?: MailLanguage;
}

/**
 * The forgot-password mail, sent after the request was answered (routes/auth): the answer's time no longer
 * tells whether the address has an account. Nothing goes to an unknown or disabled account, or to one that was
 * sent its hourly share of links already (auth/password-reset.ts).
 */
export function passwordResetMailJobWith(settingsOf: MailSettingsOf): JobDefinition<PasswordResetMailPayload> {
  return {
    name: PASSWORD_RESET_MAIL_QUEUE,
    // A failed delivery is tried again; each try mints a new link, which the hourly cap counts.
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300, notify: true },
    async run({ email, language = 'en' }, { db, log }) {
      const account = await findPasswordHash(db, email);
      if (!account || account.disabled) return { sent: false };
      const token = await createResetTokenWithinCap(db, account.id);
      if (token === null) return { sent: false, capped: true };
      const { mailer, publicUrl } = settingsOf(log);
      await mailer.send(passwordResetMail(email, language, publicUrl, token));
      return { sent: true };
    },
  };
}

export const passwordResetMailJob = passwordResetMailJobWith(mailSettingsFromEnvironment);
