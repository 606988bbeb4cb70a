import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { confirmEmailChangeMail, emailChangeRequestedMail, emailInUseMail } from '#mail/account-mails';
import { sendQuietly } from '#mail/mailer';
import type { MailLanguage } from '#mail/mail-words';
import { findPendingEmail, requestEmailChange } from '#users/email-change';
import { emailIsTaken, normalizeEmail } from '#users/user-repository';
import { checkCurrentPassword } from './current-password';

interface EmailChangeRequest {
  userId: string;
  currentEmail: string;
  newEmail: string;
  currentPassword: string | undefined;
  /** The page language of the user asking, for both mails (ADR 0214). */
  language: MailLanguage;
}

/**
 * A profile save whose email differs from the account's: after the current password, the new address
 * waits for its link to be followed. The answer is the same whether or not another account has the
 * address (that account's owner is told by mail instead of getting a link). Returns the pending email.
 */
export async function requestEmailChangeFrom(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  change: EmailChangeRequest,
): Promise<string | null> {
  const { db, config, mailer } = app;
  const newEmail = normalizeEmail(change.newEmail);
  if (newEmail === normalizeEmail(change.currentEmail)) return findPendingEmail(db, change.userId);
  await checkCurrentPassword(app, change.userId, change.currentPassword);
  const token = await requestEmailChange(db, change.userId, newEmail);
  const mail = (await emailIsTaken(db, newEmail))
    ? emailInUseMail(newEmail, change.language)
    : confirmEmailChangeMail(newEmail, change.language, config.publicUrl, token);
  await sendQuietly(mailer, mail, log);
  await sendQuietly(mailer, emailChangeRequestedMail(change.currentEmail, change.language, newEmail, config.publicUrl), log);
  return newEmail;
}
