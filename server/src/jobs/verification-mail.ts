import { alreadySignedUpMail, verificationMail } from '../mail/account-mails';
import { mailSettingsFromEnvironment, type MailSettingsOf } from '../mail/mail-settings';
import type { MailLanguage } from '../mail/mail-words';
import { createVerificationToken } from '../users/email-verification';
import { findPasswordHash } from '../users/user-repository';
import type { JobDefinition } from './job-definition';

export const VERIFICATION_MAIL_QUEUE = 'verification-mail';

/** A sign-up (new or not) or a request for a new link: only the address travels through the queue. */
export interface VerificationMailPayload {
  email: string;
  reason: 'signup' | 'resend';
  /** The language of the page that asked (ADR 0214); jobs queued before it came are English. */
  language?: MailLanguage;
}

/**
 * Sent after the request was answered (routes/auth). An unconfirmed account gets a link to prove its address
 * (at most users/email-verification's hourly share); the owner of a confirmed one hears of a sign-up with
 * their address; an unknown or disabled address, or a confirmed one asking for a link, gets nothing.
 */
export function verificationMailJobWith(settingsOf: MailSettingsOf): JobDefinition<VerificationMailPayload> {
  return {
    name: VERIFICATION_MAIL_QUEUE,
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300, notify: true },
    async run({ email, reason, language = 'en' }, { db, log }) {
      const account = await findPasswordHash(db, email);
      if (!account || account.disabled) return { sent: false };
      const { mailer, publicUrl } = settingsOf(log);
      if (account.emailVerified) {
        if (reason !== 'signup') return { sent: false };
        await mailer.send(alreadySignedUpMail(email, language, publicUrl));
        return { sent: true };
      }
      const token = await createVerificationToken(db, account.id);
      if (token === null) return { sent: false, capped: true };
      await mailer.send(verificationMail(email, language, publicUrl, token));
      return { sent: true };
    },
  };
}

export const verificationMailJob = verificationMailJobWith(mailSettingsFromEnvironment);
