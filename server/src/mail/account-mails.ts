import type { MailMessage } from './mailer';
import { mailWords, type MailLanguage, type MailName } from './mail-words';

/**
 * The mails about an account, in the recipient's language (ADR 0214); `publicUrl` is where the browser reaches
 * the app. The words are src/i18n/mail.<language>.json.
 */

const link = (publicUrl: string, page: string, token: string) => `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;

function mail(to: string, language: MailLanguage, name: MailName, params: Record<string, string>): MailMessage {
  return { to, ...mailWords(language, name, params) };
}

export const passwordResetMail = (to: string, language: MailLanguage, publicUrl: string, token: string) =>
  mail(to, language, 'passwordReset', { link: link(publicUrl, 'reset-password', token) });

/** A new sign-up: the account counts once the link is followed (users/email-verification.ts). */
export const verificationMail = (to: string, language: MailLanguage, publicUrl: string, token: string) =>
  mail(to, language, 'verification', { link: link(publicUrl, 'verify-account', token), signIn: `${publicUrl}/signin` });

/** Sign-up with an address that has an account: its owner hears of it, the caller learns nothing. */
export const alreadySignedUpMail = (to: string, language: MailLanguage, publicUrl: string) =>
  mail(to, language, 'alreadySignedUp', { signIn: `${publicUrl}/signin`, forgot: `${publicUrl}/forgot-password` });

export const confirmEmailChangeMail = (to: string, language: MailLanguage, publicUrl: string, token: string) =>
  mail(to, language, 'confirmEmailChange', { link: link(publicUrl, 'verify-email', token) });

/** An email change to an address that has an account: its owner hears of it, the caller learns nothing. */
export const emailInUseMail = (to: string, language: MailLanguage) => mail(to, language, 'emailInUse', {});

/** To the old address: the owner learns of the change and how to stop it. */
export const emailChangeRequestedMail = (to: string, language: MailLanguage, newEmail: string, publicUrl: string) =>
  mail(to, language, 'emailChangeRequested', { newEmail, profile: `${publicUrl}/profile`, forgot: `${publicUrl}/forgot-password` });

/** An account an administrator created: its holder chooses the password through the reset link. */
export const accountInvitationMail = (to: string, language: MailLanguage, publicUrl: string, token: string) =>
  mail(to, language, 'accountInvitation', { link: link(publicUrl, 'reset-password', token), forgot: `${publicUrl}/forgot-password` });
